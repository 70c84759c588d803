import type { TawkToPlayerDetails } from '@casino/contract';
import { formatUnits } from '@casino/rules/money';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits, players, sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { currencyInfo } from '../../lib/player-currency';
import { getBalance } from '../cashier/get-balance';
import { tawkHash } from './tawk-hash';

/**
 * Spec section 3 "Live chat visitor data" for the player of the session only (the route takes no id).
 * Without a secure-mode key the live chat is not served at all: an unsigned hash would be refused by
 * the widget, and a made-up one would leak nothing but help no one.
 */
export async function getTawkPlayerDetails(
  db: Database,
  input: { playerId: string; secret: string | null },
): Promise<TawkToPlayerDetails> {
  if (input.secret === null) throw new AppError('not_found');
  const [player] = await db
    .select({
      id: players.id,
      username: players.username,
      email: players.email,
      currency: players.currency,
      lastLoginAt: players.lastLoginAt,
      previousLoginAt: players.previousLoginAt,
    })
    .from(players)
    .where(eq(players.id, input.playerId))
    .limit(1);
  if (!player) throw new AppError('session_expired');
  const [active] = await db
    .select({ at: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(eq(sessions.playerId, player.id));
  const [deposit] = await db
    .select({ amount: deposits.creditedMinor, currency: deposits.currency, at: deposits.completedAt })
    .from(deposits)
    .where(and(eq(deposits.playerId, player.id), eq(deposits.status, 'completed')))
    .orderBy(desc(deposits.completedAt))
    .limit(1);
  const balance = await getBalance(db, player.id);
  const lastDeposit =
    deposit?.amount != null
      ? `${formatUnits(deposit.amount, currencyInfo(deposit.currency).minorUnits)} ${deposit.currency}`
      : null;
  return {
    player_id: player.id,
    username: player.username,
    email: player.email,
    last_active: toIso(active?.at ?? null),
    balance: balance.cash,
    bonus: balance.bonus,
    currency: balance.currency,
    last_deposit: lastDeposit,
    previous_login: toIso(player.previousLoginAt),
    last_login: toIso(player.lastLoginAt),
    // No bonus engine records awards yet; the field is kept so the widget's attributes stay stable.
    last_bonus: null,
    hash: tawkHash(player.email, input.secret),
  };
}

function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
