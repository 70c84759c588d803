import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StudioDatabase } from '../db/client';
import { seeds, type Seed } from '../db/schema';
import { newClientSeed, newServerSeed, sha256Hex } from './fair-random';

/** Seed pairs per player: created on first need, one active at a time, revealed when rotated away. */

async function createSeed(db: StudioDatabase, playerKey: string, now: Date, clientSeed?: string) {
  const serverSeed = newServerSeed();
  // Two first requests at once: the partial unique index lets one win, the other reads it.
  await db
    .insert(seeds)
    .values({
      playerKey,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
      createdAt: now,
    })
    .onConflictDoNothing();
}

const isActive = (playerKey: string) => and(eq(seeds.playerKey, playerKey), isNull(seeds.revealedAt));

export async function activeSeed(db: StudioDatabase, playerKey: string, now: Date): Promise<Seed> {
  const [found] = await db.select().from(seeds).where(isActive(playerKey));
  if (found) return found;
  await createSeed(db, playerKey, now);
  const [created] = await db.select().from(seeds).where(isActive(playerKey));
  return created!;
}

/** Takes the next nonce in one statement, so two bets at once never share a nonce. */
export async function takeNonce(db: StudioDatabase, playerKey: string, now: Date) {
  await activeSeed(db, playerKey, now);
  const [taken] = await db
    .update(seeds)
    .set({ nonce: sql`${seeds.nonce} + 1` })
    .where(isActive(playerKey))
    .returning();
  if (!taken) throw new Error('no active seed after creating one');
  return { seed: taken, nonce: taken.nonce - 1 };
}

/**
 * Reveals the active server seed and starts a new pair at nonce 0. The client seed stays unless the
 * player gives a new one (choosing it is the player's guarantee that we could not pick outcomes).
 */
export async function rotateSeed(db: StudioDatabase, playerKey: string, now: Date, clientSeed?: string) {
  const current = await activeSeed(db, playerKey, now);
  return db.transaction(async (tx) => {
    const [revealed] = await tx
      .update(seeds)
      .set({ revealedAt: now })
      .where(and(eq(seeds.id, current.id), isNull(seeds.revealedAt)))
      .returning();
    await createSeed(tx as unknown as StudioDatabase, playerKey, now, clientSeed ?? current.clientSeed);
    const [next] = await tx.select().from(seeds).where(isActive(playerKey));
    return { revealed: revealed ?? null, next: next! };
  });
}

/** What the player may see of a seed: never the server seed while it is in play. */
export function publicSeed(seed: Seed) {
  return {
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}
