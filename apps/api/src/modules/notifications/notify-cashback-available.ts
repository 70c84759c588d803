import { and, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cashbackDays, playerMessages } from '../../db/schema';
import { cashbackStatus } from '../loyalty/cashback';
import { utcDay } from '../loyalty/projections';
import { formatAmount, notifyPlayer } from './notify-player';

/**
 * "Cashback available": once per player and UTC day, a notice for each player whose daily cashback
 * can be claimed (wagers of the days before, not claimed yet). Players already told today are left
 * out by the query; the notice's key would refuse a second anyway. Answers the notices written.
 */
export async function notifyCashbackAvailable(db: Database, now: Date, limit = 500): Promise<number> {
  const today = utcDay(now);
  const sourceKey = `cashback-available:${today}`;
  const candidates = await db
    .selectDistinct({ playerId: cashbackDays.playerId })
    .from(cashbackDays)
    .where(
      and(
        lt(cashbackDays.day, today),
        gt(cashbackDays.edgeStake, cashbackDays.claimedEdgeStake),
        notExists(
          db
            .select({ one: sql`1` })
            .from(playerMessages)
            .where(
              and(
                eq(playerMessages.playerId, cashbackDays.playerId),
                eq(playerMessages.sourceKey, sourceKey),
              ),
            ),
        ),
      ),
    )
    .limit(limit);
  let written = 0;
  for (const { playerId } of candidates) {
    const status = await cashbackStatus(db, playerId, now);
    if (!status.canClaim) continue;
    const amount = formatAmount(status.availableMinor, status.currency);
    if (await notifyPlayer(db, { playerId, kind: 'cashback_available', sourceKey, params: { amount }, now }))
      written += 1;
  }
  return written;
}
