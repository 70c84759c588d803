import type { playerDocumentsDataSchema } from '@casino/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { playerDocuments, players } from '../../db/schema';
import { playerDocumentColumns, toPlayerDocument } from './player-document';

export type PlayerDocumentsData = z.infer<typeof playerDocumentsDataSchema>;

/** The player's own documents, newest first, with the KYC status they add up to. */
export async function listPlayerDocuments(db: Database, playerId: string): Promise<PlayerDocumentsData> {
  const [player] = await db
    .select({ kycStatus: players.kycStatus })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  const rows = await db
    .select(playerDocumentColumns)
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId))
    .orderBy(desc(playerDocuments.uploadedAt));
  return { kycStatus: player?.kycStatus ?? 'not_verified', documents: rows.map(toPlayerDocument) };
}
