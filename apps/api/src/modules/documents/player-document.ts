import type { playerDocumentSchema } from '@casino/contract';
import type { z } from 'zod';
import { playerDocuments, type PlayerDocumentRow } from '../../db/schema';

export type PlayerDocument = z.infer<typeof playerDocumentSchema>;

/** The columns a player may see of their documents: never the storage key. */
export const playerDocumentColumns = {
  id: playerDocuments.id,
  documentType: playerDocuments.documentType,
  status: playerDocuments.status,
  uploadedAt: playerDocuments.uploadedAt,
  mimeType: playerDocuments.mimeType,
  sizeBytes: playerDocuments.sizeBytes,
  reviewNote: playerDocuments.reviewNote,
};

type VisibleRow = Pick<PlayerDocumentRow, keyof typeof playerDocumentColumns>;

export function toPlayerDocument(row: VisibleRow): PlayerDocument {
  return { ...row, uploadedAt: row.uploadedAt.toISOString() };
}
