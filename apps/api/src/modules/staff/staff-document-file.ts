import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerDocuments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DocumentStore } from '../documents/storage/document-store';

/**
 * A document's file for the reviewer: read from the store by the key the server made, never by
 * anything the caller sent; the type is the one detected at upload.
 */
export async function documentFileOf(db: Database, store: DocumentStore, documentId: string) {
  const [row] = await db
    .select({ storageKey: playerDocuments.storageKey, mimeType: playerDocuments.mimeType })
    .from(playerDocuments)
    .where(eq(playerDocuments.id, documentId));
  if (!row) throw new AppError('not_found');
  const body = await store.get(row.storageKey);
  return { mimeType: row.mimeType, base64: body.toString('base64') };
}
