import { desc, inArray } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { crashRounds } from '../db/schema';
import type { CrashHistoryRound } from './crash-messages';

/** The last finished rounds, newest first: each hash hashes to the one after it in this list. */
export async function listCrashHistory(ctx: StudioContext, limit = 30): Promise<CrashHistoryRound[]> {
  const rows = await ctx.db
    .select({
      roundId: crashRounds.id,
      roundNumber: crashRounds.roundNumber,
      status: crashRounds.status,
      crashPoint: crashRounds.crashPoint,
      hash: crashRounds.hash,
      endedAt: crashRounds.endedAt,
    })
    .from(crashRounds)
    .where(inArray(crashRounds.status, ['crashed', 'cancelled']))
    .orderBy(desc(crashRounds.createdAt), desc(crashRounds.roundNumber))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    status: row.status as CrashHistoryRound['status'],
    endedAt: row.endedAt?.toISOString() ?? null,
  }));
}
