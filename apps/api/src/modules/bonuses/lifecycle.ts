import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusGrants, type BonusGrantRow } from '../../db/schema';
import { inTransaction, type DbExecutor } from '../../db/transaction';
import { endBonus } from './bonus-money';

/** Locks the player's row as the wallet does, so an end never interleaves with a bet of theirs. */
async function lockPlayerRow(tx: DbExecutor, playerId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM players WHERE id = ${playerId} FOR NO KEY UPDATE`);
}

async function lockedGrant(tx: DbExecutor, grantId: string): Promise<BonusGrantRow | null> {
  const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, grantId)).for('update');
  return grant ?? null;
}

/**
 * Forfeits what the player has in bonuses: the wagered one's balance goes back to the house, and with
 * `alsoWaiting` the ones not yet activated end too (self-exclusion and cooling-off). A withdrawal
 * forfeits only the wagered one. Inside the caller's transaction.
 */
export async function forfeitBonuses(
  tx: DbExecutor,
  input: { playerId: string; reason: string; now: Date; alsoWaiting: boolean },
): Promise<bigint> {
  await lockPlayerRow(tx, input.playerId);
  const statuses = input.alsoWaiting
    ? (['active', 'available', 'free_spins'] as const)
    : (['active'] as const);
  const grants = await tx
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.playerId, input.playerId), inArray(bonusGrants.status, [...statuses])));
  let forfeited = 0n;
  for (const { id } of grants) {
    const grant = await lockedGrant(tx, id);
    if (!grant) continue;
    const ended = await endBonus(tx, grant, 'forfeited', { now: input.now, reason: input.reason });
    forfeited += ended.forfeited;
  }
  return forfeited;
}

/**
 * Ends what ran out of time: a wagered bonus past its expiry (its balance goes back to the house) and
 * an available one not activated in time. Each in its own transaction under the player's lock; run
 * twice or by two instances at once, a grant ends once (its status is read again under the lock).
 */
export async function expireBonuses(db: Database, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ id: bonusGrants.id, playerId: bonusGrants.playerId })
    .from(bonusGrants)
    .where(
      sql`(${bonusGrants.status} = 'active' AND ${bonusGrants.expiresAt} <= ${now.toISOString()}::timestamptz)
        OR (${bonusGrants.status} = 'available' AND ${bonusGrants.claimBy} <= ${now.toISOString()}::timestamptz)`,
    )
    .limit(limit);
  let ended = 0;
  for (const { id, playerId } of due) {
    ended += await inTransaction(db, async (tx) => {
      await lockPlayerRow(tx, playerId);
      const grant = await lockedGrant(tx, id);
      if (!grant) return 0;
      const expired =
        (grant.status === 'active' && grant.expiresAt && grant.expiresAt <= now) ||
        (grant.status === 'available' && grant.claimBy && grant.claimBy <= now);
      if (!expired) return 0;
      await endBonus(tx, grant, 'expired', { now, reason: 'time_ran_out' });
      return 1;
    });
  }
  return ended;
}
