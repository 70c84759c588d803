import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StudioGame } from '@casino/fair/games/registry';
import type { StudioContext } from '../context';
import { crashRounds, funSessions, rounds, seeds, type CrashRound, type Round } from '../db/schema';
import { cappedAutoCashOut, fixCrashPayout } from './crash-bets';

/**
 * After a stop in the middle of a round (deploy, crash of the process, a leader that lost its lock),
 * the round never crashed officially, so nobody who was still in it lost: every bet not cashed out is
 * refunded. Real money by a rollback of the bet (sent through the usual retry path), fun money at
 * once. Cash-outs made before the stop keep their win, which is owed already. One exception, in the
 * player's favour: a bet with an automatic cash-out in a round that was running is paid at its target
 * when the round's crash point (fixed by the chain) reaches it, as it would have been had the round
 * run on; below the target it is refunded like the others. The round is marked cancelled and its hash
 * revealed, so the chain stays checkable. Returns the rounds that now owe the wallet something.
 */
export async function recoverCrashRounds(ctx: StudioContext, game: StudioGame): Promise<Round[]> {
  const unfinished = await ctx.db
    .select()
    .from(crashRounds)
    .where(inArray(crashRounds.status, ['betting', 'running']));
  for (const round of unfinished) await cancelRound(ctx, round);
  const running = new Map(
    unfinished.filter((round) => round.status === 'running').map((round) => [round.id, round]),
  );

  // Bets whose wallet answer never came, and bets still riding.
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
    const paid = await payReachedTarget(ctx, game, bet, running);
    const row = paid ?? (await refund(ctx, bet));
    if (row && row.status !== 'settled' && row.status !== 'rolled_back') owed.push(row);
  }
  if (unfinished.length > 0 || open.length > 0)
    ctx.log.warn(
      { rounds: unfinished.length, bets: open.length },
      'crash rounds cancelled after a stop; open bets refunded or paid at their target',
    );
  return owed;
}

async function cancelRound(ctx: StudioContext, round: CrashRound) {
  const now = ctx.now();
  await ctx.db
    .update(crashRounds)
    .set({ status: 'cancelled', endedAt: now })
    .where(eq(crashRounds.id, round.id));
  await ctx.db
    .update(seeds)
    .set({ revealedAt: now })
    .where(and(eq(seeds.id, round.seedId), isNull(seeds.revealedAt)));
}

/** A riding bet whose target the running round's crash point reaches: its win, fixed. Else null. */
async function payReachedTarget(
  ctx: StudioContext,
  game: StudioGame,
  bet: Round,
  running: Map<string, CrashRound>,
): Promise<Round | null> {
  const round = running.get((bet.outcome as { crashRoundId?: string } | null)?.crashRoundId ?? '');
  const asked = (bet.params as { autoCashOut?: number | null } | null)?.autoCashOut ?? null;
  if (!round || bet.status !== 'win_pending' || asked === null) return null;
  const target = cappedAutoCashOut(game, bet.stake, asked);
  if (target > round.crashPoint) return null;
  const isFun = bet.mode === 'fun';
  return fixCrashPayout(
    ctx,
    {
      id: bet.id,
      mode: bet.mode,
      stake: bet.stake,
      funSessionId: isFun ? funSessionOf(bet) : null,
      cashedOutAt: target,
    },
    round,
  );
}

const funSessionOf = (bet: Round) => bet.playerKey.slice(2);

/** The stake back: fun money at once, real money by a rollback owed to the wallet. */
async function refund(ctx: StudioContext, bet: Round): Promise<Round | null> {
  const now = ctx.now();
  if (bet.mode === 'fun') {
    return ctx.db.transaction(async (tx) => {
      await tx
        .update(funSessions)
        .set({ balance: sql`${funSessions.balance} + ${bet.stake}` })
        .where(eq(funSessions.id, funSessionOf(bet)));
      const [row] = await tx
        .update(rounds)
        .set({ status: 'rolled_back', settledAt: now })
        .where(eq(rounds.id, bet.id))
        .returning();
      return row ?? null;
    });
  }
  const [row] = await ctx.db
    .update(rounds)
    .set({ status: 'rollback_pending', nextAttemptAt: now })
    .where(and(eq(rounds.id, bet.id), eq(rounds.status, bet.status)))
    .returning();
  return row ?? null;
}
