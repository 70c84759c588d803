import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits } from '../../db/schema';

/** Sums a player's completed deposits since a moment, in minor units of the player's currency. */
export type SumDeposits = (db: Database, playerId: string, since: Date) => Promise<number>;

/**
 * Credited deposits whose payment completed inside the window (gross: what reached the player's cash).
 * Summed as text so the bigint never passes through a float.
 */
export const sumDepositsSince: SumDeposits = async (db, playerId, since) => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.creditedMinor}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.playerId, playerId),
        eq(deposits.status, 'completed'),
        gte(deposits.completedAt, since),
      ),
    );
  return Number(BigInt(row?.total ?? '0'));
};
