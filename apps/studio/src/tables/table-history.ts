import { and, desc, eq } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { seeds, tableRounds } from '../db/schema';

/** The table's last drawn rounds with their revealed seeds: anybody can replay each one. */
export async function listTableHistory(ctx: StudioContext, table: string, limit = 20) {
  const rows = await ctx.db
    .select({ round: tableRounds, seed: seeds })
    .from(tableRounds)
    .innerJoin(seeds, eq(seeds.id, tableRounds.seedId))
    .where(and(eq(tableRounds.table, table), eq(tableRounds.status, 'drawn')))
    .orderBy(desc(tableRounds.createdAt))
    .limit(limit);
  return rows.map(({ round, seed }) => ({
    roundId: round.id,
    outcome: round.outcome as Record<string, unknown> | null,
    serverSeedHash: seed.serverSeedHash,
    // Drawn rounds always have a revealed seed; the check keeps that true even if the order ever changed.
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: seed.clientSeed,
    nonce: 0 as const,
    drawnAt: round.drawnAt?.toISOString() ?? null,
  }));
}
