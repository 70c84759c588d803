import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { crashRounds, funSessions, rounds, seeds, type Round } from '../db/schema';

/**
 * After a stop in the middle of a round (deploy, crash of the process), the round never crashed
 * officially, so nobody who was still in it lost: every bet not cashed out is refunded. Real money by
 * a rollback of the bet (sent through the usual retry path), fun money at once. Cash-outs made before
 * the stop keep their win, which is owed already. The round is marked cancelled and its hash revealed,
 * so the chain stays checkable. Returns the rounds that now owe the wallet something.
 */
export async function recoverCrashRounds(ctx: StudioContext): Promise<Round[]> {
  const now = ctx.now();
  const unfinished = await ctx.db
    .select()
    .from(crashRounds)
    .where(inArray(crashRounds.status, ['betting', 'running']));
  for (const round of unfinished) {
    await ctx.db
      .update(crashRounds)
      .set({ status: 'cancelled', endedAt: now })
      .where(eq(crashRounds.id, round.id));
    await ctx.db
      .update(seeds)
      .set({ revealedAt: now })
      .where(and(eq(seeds.id, round.seedId), isNull(seeds.revealedAt)));
  }

  // Bets whose wallet answer never came, and bets still riding: both are undone.
  const open = await ctx.db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.game, 'crash'),
        sql`(${rounds.status} = 'betting' or (${rounds.status} = 'win_pending' and ${rounds.nextAttemptAt} is null))`,
      ),
    );
  const owed: Round[] = [];
  for (const bet of open) {
    if (bet.mode === 'fun') {
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(funSessions)
          .set({ balance: sql`${funSessions.balance} + ${bet.stake}` })
          .where(eq(funSessions.id, bet.playerKey.slice(2)));
        await tx.update(rounds).set({ status: 'rolled_back', settledAt: now }).where(eq(rounds.id, bet.id));
      });
      continue;
    }
    const [row] = await ctx.db
      .update(rounds)
      .set({ status: 'rollback_pending', nextAttemptAt: now })
      .where(and(eq(rounds.id, bet.id), eq(rounds.status, bet.status)))
      .returning();
    if (row) owed.push(row);
  }
  if (unfinished.length > 0 || open.length > 0)
    ctx.log.warn(
      { rounds: unfinished.length, bets: open.length },
      'crash rounds cancelled after a stop; open bets refunded',
    );
  return owed;
}
