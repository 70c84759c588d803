import type { TawkToPlayerDetails } from '@casino/contract';
import { formatUnits } from '@casino/rules/money';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusCampaigns, bonusGrants, deposits, playerLoyalty, players, sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { currencyInfo } from '../../lib/player-currency';
import { getBalance } from '../cashier/get-balance';

export type VisitorData = Omit<TawkToPlayerDetails, 'hash'> & { level: number | null };

const amountOf = (minor: bigint, currency: string) =>
  `${formatUnits(minor, currencyInfo(currency).minorUnits)} ${currency}`;

/** The newest bonus granted to the player, as `Name (10.00 EUR)` (free spins: the name alone). */
async function lastBonusOf(db: Database, playerId: string): Promise<string | null> {
  const [grant] = await db
    .select({ names: bonusCampaigns.names, minor: bonusGrants.bonusMinor, currency: bonusGrants.currency })
    .from(bonusGrants)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
    .where(eq(bonusGrants.playerId, playerId))
    .orderBy(desc(bonusGrants.createdAt))
    .limit(1);
  if (!grant) return null;
  const name = grant.names.en ?? Object.values(grant.names)[0] ?? 'Bonus';
  return grant.minor > 0n ? `${name} (${amountOf(grant.minor, grant.currency)})` : name;
}

/**
 * What support sees of a player (spec section 3, "Live chat visitor data"): Tawk.to's attributes and
 * the agents' player card alike. `player_not_found` when the id names no player.
 */
export async function visitorDataOf(db: Database, playerId: string): Promise<VisitorData> {
  const [player] = await db
    .select({
      id: players.id,
      username: players.username,
      email: players.email,
      lastLoginAt: players.lastLoginAt,
      previousLoginAt: players.previousLoginAt,
      level: playerLoyalty.level,
    })
    .from(players)
    .leftJoin(playerLoyalty, eq(playerLoyalty.playerId, players.id))
    .where(eq(players.id, playerId))
    .limit(1);
  if (!player) throw new AppError('player_not_found');
  const [active] = await db
    .select({ at: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(eq(sessions.playerId, player.id));
  const [deposit] = await db
    .select({ amount: deposits.creditedMinor, currency: deposits.currency })
    .from(deposits)
    .where(and(eq(deposits.playerId, player.id), eq(deposits.status, 'completed')))
    .orderBy(desc(deposits.completedAt))
    .limit(1);
  const balance = await getBalance(db, player.id);
  return {
    player_id: player.id,
    username: player.username,
    email: player.email,
    last_active: toIso(active?.at ?? null),
    balance: balance.cash,
    bonus: balance.bonus,
    currency: balance.currency,
    last_deposit: deposit?.amount != null ? amountOf(deposit.amount, deposit.currency) : null,
    previous_login: toIso(player.previousLoginAt),
    last_login: toIso(player.lastLoginAt),
    last_bonus: await lastBonusOf(db, player.id),
    level: player.level,
  };
}

function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
