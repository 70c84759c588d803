import { and, desc, eq, inArray } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { rounds, seeds } from '../db/schema';
import { roundView } from './round-view';

/** The player's own rounds (never another's: the key comes from their session), newest first. */
export async function listHistory(ctx: StudioContext, playerKey: string, game: string, limit = 30) {
  const rows = await ctx.db
    .select({ round: rounds, seed: seeds })
    .from(rounds)
    .innerJoin(seeds, eq(seeds.id, rounds.seedId))
    .where(
      and(
        eq(rounds.playerKey, playerKey),
        eq(rounds.game, game),
        // Refused and rolled-back bets never happened for the player's money.
        inArray(rounds.status, ['settled', 'win_pending', 'needs_attention']),
      ),
    )
    .orderBy(desc(rounds.createdAt), desc(rounds.nonce))
    .limit(limit);
  return rows.map(({ round, seed }) =>
    roundView(round, {
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      serverSeed: seed.revealedAt ? seed.serverSeed : null,
    }),
  );
}
