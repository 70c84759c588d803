import { desc, eq, max } from 'drizzle-orm';
import type { StudioDatabase } from '../db/client';
import { crashChains, crashRounds, type CrashChain } from '../db/schema';
import { chainReader, createChain } from './hash-chain';
import type { CrashSettings } from './crash-settings';

/**
 * The chain in use and the number of its next round. A chain is made on first start and when the
 * current one has played its last round; the newest chain is always the one in use.
 */
export async function openChain(
  db: StudioDatabase,
  settings: CrashSettings,
  now: Date,
  isCancelled?: () => boolean,
) {
  let [chain] = await db.select().from(crashChains).orderBy(desc(crashChains.createdAt)).limit(1);
  let lastPlayed = chain ? await lastRoundNumber(db, chain) : 0;
  if (!chain || lastPlayed >= chain.length) {
    chain = await createChainRow(db, settings, now, isCancelled);
    lastPlayed = 0;
  }
  return { chain, reader: chainReader(chain), nextRoundNumber: lastPlayed + 1 };
}

async function lastRoundNumber(db: StudioDatabase, chain: CrashChain) {
  const [row] = await db
    .select({ last: max(crashRounds.roundNumber) })
    .from(crashRounds)
    .where(eq(crashRounds.chainId, chain.id));
  return row?.last ?? 0;
}

async function createChainRow(
  db: StudioDatabase,
  settings: CrashSettings,
  now: Date,
  isCancelled?: () => boolean,
): Promise<CrashChain> {
  const record = await createChain(settings.chainLength, settings.checkpointEvery, undefined, isCancelled);
  const [row] = await db
    .insert(crashChains)
    .values({ ...record, salt: settings.salt, createdAt: now })
    .returning();
  return row!;
}
