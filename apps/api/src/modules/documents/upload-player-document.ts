import { randomUUID } from 'node:crypto';
import type { documentTypes } from '@casino/contract';
import type { Database } from '../../db/client';
import { playerDocuments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { detectFileType } from './detect-file-type';
import { playerDocumentColumns, toPlayerDocument, type PlayerDocument } from './player-document';
import type { DocumentStore } from './storage/document-store';

export type DocumentType = (typeof documentTypes)[number];

/**
 * Stores a player's document as pending review. The type comes from the file's first bytes only; the
 * stored name is made here, so nothing the player chose (name, declared type) reaches the disk.
 */
export async function uploadPlayerDocument(
  db: Database,
  store: DocumentStore,
  input: { playerId: string; documentType: DocumentType; content: Buffer; now: Date },
): Promise<PlayerDocument> {
  const detected = detectFileType(input.content);
  if (!detected) throw new AppError('unsupported_media_type');
  const storageKey = `${input.playerId}/${randomUUID()}.${detected.extension}`;
  await store.put(storageKey, input.content, detected.mimeType);
  try {
    const [row] = await db
      .insert(playerDocuments)
      .values({
        playerId: input.playerId,
        documentType: input.documentType,
        storageKey,
        mimeType: detected.mimeType,
        sizeBytes: input.content.length,
        uploadedAt: input.now,
      })
      .returning(playerDocumentColumns);
    if (!row) throw new Error('document insert returned nothing');
    return toPlayerDocument(row);
  } catch (error) {
    // No row points at the file, so nobody could ever review or delete it: take it back.
    await store.remove(storageKey).catch(() => undefined);
    throw error;
  }
}
