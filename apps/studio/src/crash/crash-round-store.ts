import { and, eq, isNull } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { crashRounds, seeds, type CrashRound } from '../db/schema';
import type { OpenCrashChain } from './crash-loop-state';
import { crashPoint, sha256Text } from './hash-chain';

/** The crash rounds' rows: a new round from the chain, its run, its crash. */

/** The chain's next round, stored with its game hash as the seed whose committed hash all know. */
export async function insertCrashRound(
  ctx: StudioContext,
  chain: OpenCrashChain,
  bettingMs: number,
  now: Date,
): Promise<{ round: CrashRound; previousHash: string }> {
  const roundNumber = chain.nextRoundNumber;
  const hash = chain.reader.roundHash(roundNumber);
  const previousHash = sha256Text(hash);
  // The round's game hash as a seed: its committed hash is the previous round's, known to all.
  const [seed] = await ctx.db
    .insert(seeds)
    .values({
      playerKey: 'c:crash',
      serverSeed: hash,
      serverSeedHash: previousHash,
      clientSeed: chain.chain.salt,
      createdAt: now,
    })
    .returning();
  const [round] = await ctx.db
    .insert(crashRounds)
    .values({
      id: crypto.randomUUID(),
      chainId: chain.chain.id,
      roundNumber,
      seedId: seed!.id,
      hash,
      crashPoint: crashPoint(hash, chain.chain.salt),
      status: 'betting',
      bettingEndsAt: new Date(now.getTime() + bettingMs),
      createdAt: now,
    })
    .returning();
  return { round: round!, previousHash };
}

export async function markRoundRunning(ctx: StudioContext, roundId: string, nowMs: number) {
  await ctx.db
    .update(crashRounds)
    .set({ status: 'running', startedAt: new Date(nowMs) })
    .where(eq(crashRounds.id, roundId));
}

/** Crashed: the round ends and its seed (the game hash) is revealed. */
export async function markRoundCrashed(ctx: StudioContext, round: CrashRound, nowMs: number) {
  await ctx.db
    .update(crashRounds)
    .set({ status: 'crashed', endedAt: new Date(nowMs) })
    .where(eq(crashRounds.id, round.id));
  await ctx.db
    .update(seeds)
    .set({ revealedAt: new Date(nowMs) })
    .where(and(eq(seeds.id, round.seedId), isNull(seeds.revealedAt)));
}
