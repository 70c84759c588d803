import { and, eq, sql } from 'drizzle-orm';
import type { StudioContext } from '../context';
import {
  funSessions,
  rounds,
  seeds,
  tableRounds,
  type Round,
  type Seed,
  type TableRound,
} from '../db/schema';
import { fairUint32s } from '../engine/fair-random';
import { settleNow } from '../rounds/settle-round';
import { tableBetReturn, type TableBet, type TableGame } from '@casino/fair/tables/table-games';

/** What one player's placement came to, sent to that player only. */
export interface SettledBet {
  playerKey: string;
  betId: string;
  tableRoundId: string;
  stake: string;
  payout: string;
  status: Round['status'];
  balance: string | null;
}

/** The draw is a pure function of the revealed seed: anybody can replay it with the fair engine. */
export function replayTableRound(table: TableGame, seed: { serverSeed: string; clientSeed: string }) {
  return table.draw(
    fairUint32s(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: 0 },
      table.numbersPerRound,
    ),
  );
}

/** What a placement's spots return together, hands standing on their first cards. */
export function placementReturn(table: TableGame, bets: TableBet[], outcome: object) {
  return bets.reduce((sum, bet) => sum + table.returnOf(bet.spot, BigInt(bet.amount), outcome), 0n);
}

/** Fun money: the demo balance gets the return in the same transaction that settles the bet. */
type Settlement = { outcome: object; payout: bigint; moves: string[] | null };

async function settleFun(ctx: StudioContext, bet: Round, { outcome, payout, moves }: Settlement) {
  return ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(funSessions)
      .set({ balance: sql`${funSessions.balance} + ${payout}` })
      .where(eq(funSessions.id, bet.playerKey.slice(2)))
      .returning({ balance: funSessions.balance });
    const [settled] = await tx
      .update(rounds)
      .set({
        status: 'settled',
        outcome,
        payout,
        moves,
        balanceAfter: after?.balance ?? null,
        settledAt: ctx.now(),
      })
      .where(and(eq(rounds.id, bet.id), eq(rounds.status, 'open')))
      .returning();
    return settled ?? bet;
  });
}

/** Real money: the win (0 included, it closes the round) becomes owed and goes the usual retried way. */
async function settleReal(ctx: StudioContext, bet: Round, { outcome, payout, moves }: Settlement) {
  const [owed] = await ctx.db
    .update(rounds)
    .set({
      status: 'win_pending',
      outcome,
      payout,
      moves,
      // The retrier leaves it to the settling below for a moment, as with a single-shot round.
      nextAttemptAt: new Date(ctx.now().getTime() + ctx.retryBaseMs * 4),
    })
    .where(and(eq(rounds.id, bet.id), eq(rounds.status, 'open')))
    .returning();
  return owed ? settleNow(ctx, owed) : bet;
}

/**
 * Draws the round from its seed, reveals the seed, then settles every accepted bet on it. The round
 * is marked drawn in the same transaction that reveals the seed, so a seed is never shown for a round
 * that could still take bets.
 */
export async function drawTableRound(ctx: StudioContext, table: TableGame, round: TableRound, seed: Seed) {
  const outcome = replayTableRound(table, seed);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(tableRounds)
      .set({ status: 'drawn', outcome, drawnAt: now })
      .where(eq(tableRounds.id, round.id));
    await tx.update(seeds).set({ revealedAt: now }).where(eq(seeds.id, seed.id));
  });
  const bets = await ctx.db
    .select()
    .from(rounds)
    .where(and(eq(rounds.seedId, seed.id), eq(rounds.status, 'open')));
  // A hand's moves live on its first bet; a double's own bet (params.doubleOf) returns by the same hand.
  const movesOf = (bet: Round) => {
    const doubleOf = (bet.params as { doubleOf?: string }).doubleOf;
    const hand = doubleOf ? bets.find((other) => other.id === doubleOf) : bet;
    return (hand?.moves as string[] | null) ?? [];
  };
  // Leaving 'open' and taking the moves happen in one update, so the one-open-hand index never sees a double's copy.
  const settled = await Promise.all(
    bets.map(async (bet): Promise<SettledBet> => {
      const moves = table.decisions ? movesOf(bet) : null;
      const payout = tableBetReturn(table, bet.stake, bet.params as object, moves, outcome);
      const settlement = { outcome, payout, moves };
      const after =
        bet.mode === 'fun' ? await settleFun(ctx, bet, settlement) : await settleReal(ctx, bet, settlement);
      return {
        playerKey: bet.playerKey,
        betId: bet.id,
        tableRoundId: round.id,
        stake: bet.stake.toString(),
        payout: payout.toString(),
        status: after.status,
        balance: after.balanceAfter?.toString() ?? null,
      };
    }),
  );
  return { outcome, settled };
}
