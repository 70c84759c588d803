import { randomUUID } from 'node:crypto';
import type { documentTypes } from '@casino/contract';
import type { Database } from '../../db/client';
import { playerDocuments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { detectFileType } from './detect-file-type';
import { planDocumentUpload, type DocumentQuota } from './document-quota';
import { deleteDocuments, findKeptDocuments, lockPlayerForUpload } from './documents-db';
import { playerDocumentColumns, toPlayerDocument, type PlayerDocument } from './player-document';
import type { DocumentStore } from './storage/document-store';

export type DocumentType = (typeof documentTypes)[number];

/**
 * Stores a player's document as pending review, in place of a pending one of the same type, within
 * the player's quotas. The type comes from the file's first bytes only; the stored name is made here,
 * so nothing the player chose (name, declared type) reaches the disk.
 */
export async function uploadPlayerDocument(
  deps: { db: Database; store: DocumentStore; quota: DocumentQuota },
  input: { playerId: string; documentType: DocumentType; content: Buffer; now: Date },
): Promise<PlayerDocument> {
  const { db, store } = deps;
  const detected = detectFileType(input.content);
  if (!detected) throw new AppError('unsupported_media_type');
  const storageKey = `${input.playerId}/${randomUUID()}.${detected.extension}`;
  await store.put(storageKey, input.content, detected.mimeType);
  let result: { document: PlayerDocument; replacedKeys: string[] };
  try {
    result = await db.transaction(async (tx) => {
      if (!(await lockPlayerForUpload(tx, input.playerId))) throw new AppError('player_session_required');
      const { replaced } = planDocumentUpload(
        await findKeptDocuments(tx, input.playerId),
        { documentType: input.documentType, sizeBytes: input.content.length },
        deps.quota,
      );
      await deleteDocuments(
        tx,
        replaced.map((document) => document.id),
      );
      const [row] = await tx
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
      return {
        document: toPlayerDocument(row),
        replacedKeys: replaced.map((document) => document.storageKey),
      };
    });
  } catch (error) {
    // No row points at the file, so nobody could ever review or delete it: take it back.
    await store.remove(storageKey).catch(() => undefined);
    throw error;
  }
  // The replaced rows are gone; their files follow (a file left by a crash here is unreachable, never shown).
  await Promise.all(result.replacedKeys.map((key) => store.remove(key).catch(() => undefined)));
  return result.document;
}
