import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerDocuments, players } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Holds the player's row until the transaction ends, so two uploads of one player run one at a time. */
export async function lockPlayerForUpload(tx: Tx, playerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: players.id })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return rows.length === 1;
}

/** What the quotas look at: every document the player keeps, with its file's key and size. */
export function findKeptDocuments(tx: Tx, playerId: string) {
  return tx
    .select({
      id: playerDocuments.id,
      documentType: playerDocuments.documentType,
      status: playerDocuments.status,
      sizeBytes: playerDocuments.sizeBytes,
      storageKey: playerDocuments.storageKey,
    })
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId));
}

export type KeptDocument = Awaited<ReturnType<typeof findKeptDocuments>>[number];

export async function deleteDocuments(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(playerDocuments).where(inArray(playerDocuments.id, ids));
}
