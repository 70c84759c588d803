import { forfeitBonuses } from '../bonuses/lifecycle';
import type { SelfExclusionKind } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sendEmail } from '../email/send-email';
import { findSupportAddress } from '../email/support-address';
import { endPlayerSessions } from '../session/end-player-sessions';
import { checkAccountPassword } from './check-account-password';
import { formatMailDateTime, formattingLocale } from '@casino/rules/formatting';

export interface SelfExcludeDeps {
  db: Database;
  config: Config;
  now: () => Date;
}

const day = 24 * 60 * 60 * 1000;
/** Exclusions counted in days, and those counted in calendar months (UTC). */
const exclusionDays: Partial<Record<SelfExclusionKind, number>> = {
  freeze_24h: 1,
  timeout_24h: 1,
  timeout_week: 7,
  timeout_6_weeks: 42,
};
const exclusionMonths: Partial<Record<SelfExclusionKind, number>> = {
  timeout_month: 1,
  months_6: 6,
  year_1: 12,
  years_2: 24,
  years_5: 60,
};
/** An indefinite self-exclusion has no end a player could reach: the last moment a date can show. */
export const indefiniteEnd = new Date('9999-12-31T23:59:59.000Z');

/** When an exclusion of each kind ends, counted from `now`. */
export function selfExclusionEnd(kind: SelfExclusionKind, now: Date): Date {
  const days = exclusionDays[kind];
  if (days !== undefined) return new Date(now.getTime() + days * day);
  const months = exclusionMonths[kind];
  if (months === undefined) return new Date(indefiniteEnd);
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * Excludes the player at once, for a freeze, a time-out or a self-exclusion: the end date is written
 * (login and every wallet call refuse the player until then) and every session of the player ends in
 * the same transaction, so no open tab keeps playing. An exclusion can be lengthened but never
 * shortened or lifted early, by the player or by staff (no route writes the end date otherwise). A
 * freeze is followed by an e-mail explaining how to make it a longer self-exclusion.
 */
export async function selfExclude(
  deps: SelfExcludeDeps,
  input: { playerId: string; kind: SelfExclusionKind; password: string },
): Promise<{ kind: SelfExclusionKind; until: string }> {
  const { db } = deps;
  const now = deps.now();
  await checkAccountPassword(db, { ...input, now });
  const until = selfExclusionEnd(input.kind, now);
  const player = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: players.email,
        username: players.username,
        language: players.language,
        country: players.country,
        currentUntil: players.selfExcludedUntil,
      })
      .from(players)
      .where(eq(players.id, input.playerId))
      .for('update');
    if (!row) throw new AppError('player_session_required');
    if (row.currentUntil && row.currentUntil > now && until < row.currentUntil)
      throw new AppError('self_exclusion_active', undefined, { until: row.currentUntil.toISOString() });
    await tx
      .update(players)
      .set({ selfExcludedUntil: until, selfExclusionKind: input.kind, updatedAt: now })
      .where(eq(players.id, input.playerId));
    await endPlayerSessions(tx, input.playerId);
    // Self-exclusion and cooling-off forfeit every bonus, wagered or waiting (issue 15).
    await forfeitBonuses(tx, { playerId: input.playerId, reason: input.kind, now, alsoWaiting: true });
    return row;
  });
  if (input.kind === 'freeze_24h') {
    await sendEmail(deps, {
      to: player.email,
      template: 'self-exclusion-freeze',
      language: player.language,
      params: {
        username: player.username,
        until: formatMailDateTime(until, formattingLocale(player.language, player.country)),
        support: await findSupportAddress(deps.db, input.playerId, deps.config.accounts.mailFrom),
        link: `${deps.config.accounts.publicUrl}/profile/my-account#account-limits`,
      },
    });
  }
  return { kind: input.kind, until: until.toISOString() };
}
