import type { GamblingLimitsData, PlayLimitKind, PlayLimitPeriod } from '@casino/contract';
import { wholeEurToMinor, type Locale } from '@casino/rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players, playLimits } from '../../db/schema';
import { translate } from '../../i18n';
import { AppError } from '../../lib/app-error';
import { currencyInfo } from '../../lib/player-currency';
import { checkAccountPassword } from './check-account-password';
import { getGamblingLimits } from './get-gambling-limits';
import { planLimitChange } from './limit-change';
import { parseAmountToMinor } from './money';
import { recordLimitChange } from './record-limit-change';

export interface SetPlayLimitInput {
  playerId: string;
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  /** Loss and wager: a decimal string in the account currency; session: whole minutes; null removes. */
  amount: string | null;
  password: string;
  now: Date;
  maximumEur: number;
  locale: Locale;
}

/** A session may be limited to between 5 minutes and 24 hours. */
export const sessionLimitMinutes = { minimum: 5, maximum: 24 * 60 };

/**
 * Sets a loss, wager or session-time limit under the rule of every limit (limit-change.ts): tighter
 * at once, looser or removed after 24 hours and the player's confirmation (confirm-play-limit.ts).
 * The wallet refuses a bet above an applied limit (wallet/sql/08_play_limits.sql).
 */
export async function setPlayLimit(
  db: Database,
  input: SetPlayLimitInput,
): Promise<{ outcome: 'applied' | 'pending'; limits: GamblingLimitsData }> {
  await checkAccountPassword(db, input);
  return applyPlayLimit(db, input);
}

type ApplyPlayLimitInput = Omit<SetPlayLimitInput, 'password'> & { tightenOnly?: boolean };

/**
 * The change itself, once the caller is known to be allowed: the player's own call checks their
 * password; staff may only set or tighten (`tightenOnly`), decided under the row's lock.
 */
export async function applyPlayLimit(
  db: Database,
  input: ApplyPlayLimitInput,
): Promise<{ outcome: 'applied' | 'pending'; limits: GamblingLimitsData }> {
  const [player] = await db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, input.playerId))
    .limit(1);
  if (!player) throw new AppError('player_session_required');
  refuseWrongPeriod(input);
  const requested = input.amount === null ? null : parsePlayLimit(input, player.currency);

  const outcome = await db.transaction(async (tx) => {
    const key = { playerId: input.playerId, kind: input.kind, period: input.period };
    const [current] = await tx
      .select({ amountMinor: playLimits.amountMinor })
      .from(playLimits)
      .where(
        and(
          eq(playLimits.playerId, key.playerId),
          eq(playLimits.kind, key.kind),
          eq(playLimits.period, key.period),
        ),
      )
      .for('update');
    const change = planLimitChange(current?.amountMinor ?? null, requested, input.now);
    if (input.tightenOnly && change.outcome === 'pending') throw new AppError('staff_cannot_loosen_limit');
    await tx
      .insert(playLimits)
      .values({ ...key, ...change.values })
      .onConflictDoUpdate({
        target: [playLimits.playerId, playLimits.kind, playLimits.period],
        set: change.values,
      });
    await recordLimitChange(tx, { ...input, amountMinor: requested, outcome: change.outcome });
    return change.outcome;
  });
  return { outcome, limits: await getGamblingLimits(db, input) };
}

function invalid(locale: Locale, field: 'period' | 'amount', code = 'limit_amount_invalid' as const) {
  return new AppError('validation_error', undefined, {
    issues: [{ field, message: translate(locale, code), code }],
  });
}

/**
 * A time limit is per login session (period 'session') or per day (all sessions of the last 24 hours);
 * loss and wager limits have day, week or month.
 */
function refuseWrongPeriod(input: ApplyPlayLimitInput): void {
  const isAllowed =
    input.kind === 'session'
      ? input.period === 'session' || input.period === 'day'
      : input.period !== 'session';
  if (!isAllowed) throw invalid(input.locale, 'period');
}

/** Minor units of a loss or wager limit (above zero, at most the deposit limits' maximum); minutes of a session limit. */
function parsePlayLimit(input: ApplyPlayLimitInput, currencyCode: string): number {
  const amount = input.amount ?? '';
  if (input.kind === 'session') {
    const minutes = /^\d{1,4}$/.test(amount) ? Number(amount) : NaN;
    if (!(minutes >= sessionLimitMinutes.minimum && minutes <= sessionLimitMinutes.maximum))
      throw invalid(input.locale, 'amount');
    return minutes;
  }
  const currency = currencyInfo(currencyCode);
  const minor = parseAmountToMinor(amount, currency.minorUnits);
  if (minor === null || minor <= 0 || BigInt(minor) > wholeEurToMinor(currency.code, input.maximumEur))
    throw invalid(input.locale, 'amount');
  return minor;
}
