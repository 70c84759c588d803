import type { GamblingLimitsData } from '@casino/contract';
import type { StaffPlayerLimitBody } from '@casino/contract/backoffice-payments';
import { limitPeriods, type LimitPeriod } from '@casino/contract/values/responsible-gambling';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { depositLimits, playLimits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applyDepositLimit } from '../responsible-gambling/set-deposit-limit';
import { applyPlayLimit } from '../responsible-gambling/set-play-limit';
import { playerStatusOf } from './staff-player-actions';

export interface StaffLimitInput {
  playerId: string;
  limit: StaffPlayerLimitBody;
  now: Date;
  maximumEur: number;
}

const isLimitPeriod = (period: string): period is LimitPeriod =>
  (limitPeriods as readonly string[]).includes(period);

/** The limit as it stands before staff change it, for the audit's "before" (null: none set). */
export async function staffLimitBefore(db: Database, input: StaffLimitInput) {
  await playerStatusOf(db, input.playerId);
  const { kind, period } = input.limit;
  const [row] =
    kind === 'deposit'
      ? await db
          .select({ amountMinor: depositLimits.amountMinor })
          .from(depositLimits)
          .where(
            and(eq(depositLimits.playerId, input.playerId), eq(depositLimits.period, period as LimitPeriod)),
          )
      : await db
          .select({ amountMinor: playLimits.amountMinor })
          .from(playLimits)
          .where(
            and(
              eq(playLimits.playerId, input.playerId),
              eq(playLimits.kind, kind),
              eq(playLimits.period, period),
            ),
          );
  return { kind, period, amountMinor: row?.amountMinor ?? null };
}

/**
 * Staff set a limit where none is, or tighten one, through the responsible-gambling module's own
 * functions and rules (limits, parsing, history). It applies at once; a looser limit or a removal is
 * refused (`staff_cannot_loosen_limit`): only the player may ask for that, and it waits 24 hours.
 */
export async function setLimitByStaff(db: Database, input: StaffLimitInput): Promise<GamblingLimitsData> {
  await playerStatusOf(db, input.playerId);
  const { kind, period, amount } = input.limit;
  // Staff read English result messages; the back office shows its own text for each code.
  const change = {
    playerId: input.playerId,
    amount,
    now: input.now,
    maximumEur: input.maximumEur,
    locale: 'en' as const,
    tightenOnly: true,
  };
  if (kind === 'deposit') {
    if (!isLimitPeriod(period)) throw new AppError('validation_error');
    return (await applyDepositLimit(db, { ...change, period })).limits;
  }
  return (await applyPlayLimit(db, { ...change, kind, period })).limits;
}
