import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerDocuments, players } from '../../db/schema';

export interface DocumentForReview {
  id: string;
  playerId: string;
  username: string;
  documentType: string;
  status: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: Date;
  reviewNote: string | null;
}

/** Staff view across players (CLI only; no player route reaches it), oldest first to work a queue. */
export async function listDocumentsForReview(
  db: Database,
  options: { pendingOnly: boolean },
): Promise<DocumentForReview[]> {
  const query = db
    .select({
      id: playerDocuments.id,
      playerId: playerDocuments.playerId,
      username: players.username,
      documentType: playerDocuments.documentType,
      status: playerDocuments.status,
      mimeType: playerDocuments.mimeType,
      sizeBytes: playerDocuments.sizeBytes,
      uploadedAt: playerDocuments.uploadedAt,
      reviewNote: playerDocuments.reviewNote,
    })
    .from(playerDocuments)
    .innerJoin(players, eq(players.id, playerDocuments.playerId))
    .$dynamic();
  if (options.pendingOnly) query.where(eq(playerDocuments.status, 'pending'));
  return query.orderBy(asc(playerDocuments.uploadedAt));
}
