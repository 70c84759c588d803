import { and, eq, gte, sql } from 'drizzle-orm';
import type { StudioDatabase } from '../db/client';
import { funSessions } from '../db/schema';
import { StudioError } from '../lib/studio-error';

/** A transaction of the studio's database (what `db.transaction` hands its callback). */
export type StudioTransaction = Parameters<Parameters<StudioDatabase['transaction']>[0]>[0];

/**
 * The play-for-fun debit, the one place the demo balance pays a stake: in one guarded statement the
 * stake leaves the balance (and an instant payout, if the round settles at once, comes back) only if
 * the balance covers the stake. Otherwise insufficient_funds, with the balance as it stands. Run it
 * inside the caller's transaction, with the round it pays for. Returns the balance after.
 */
export async function debitFun(
  tx: StudioTransaction,
  sessionId: string,
  stake: bigint,
  payout = 0n,
): Promise<bigint> {
  const [after] = await tx
    .update(funSessions)
    .set({ balance: sql`${funSessions.balance} - ${stake} + ${payout}` })
    .where(and(eq(funSessions.id, sessionId), gte(funSessions.balance, stake)))
    .returning({ balance: funSessions.balance });
  if (after) return after.balance;
  const [current] = await tx
    .select({ balance: funSessions.balance })
    .from(funSessions)
    .where(eq(funSessions.id, sessionId));
  throw new StudioError(
    'insufficient_funds',
    undefined,
    current ? { balance: current.balance.toString() } : undefined,
  );
}
