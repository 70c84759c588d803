import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countHit } from '../../lib/rate-limit';
import type { KeptDocument } from './documents-db';

export interface DocumentQuota {
  /** Documents of one type a player keeps (reviewed history plus the one pending). */
  maxPerType: number;
  /** Bytes of all the player's documents together. */
  maxTotalBytes: number;
  /** Upload attempts per player per hour. */
  uploadsPerHour: number;
}

const hourMs = 3_600_000;

/**
 * Counted before the body is read, so a flood of large uploads is refused before it costs memory or
 * storage. Every attempt counts, refused or not.
 */
export async function refuseIfUploadRateExceeded(
  db: Database,
  input: { playerId: string; now: Date; uploadsPerHour: number },
): Promise<void> {
  const hits = await countHit(db, {
    key: `documents:uploads:${input.playerId}`,
    now: input.now,
    windowMs: hourMs,
  });
  if (hits > input.uploadsPerHour) throw new AppError('document_upload_rate_limited');
}

/**
 * A new upload replaces the pending (not yet reviewed) document of its type; reviewed ones stay as
 * history, up to `maxPerType` of a type and `maxTotalBytes` in all. Answers the documents replaced.
 */
export function planDocumentUpload(
  kept: KeptDocument[],
  upload: { documentType: string; sizeBytes: number },
  quota: DocumentQuota,
): { replaced: KeptDocument[] } {
  const isReplaced = (document: KeptDocument) =>
    document.documentType === upload.documentType && document.status === 'pending';
  const replaced = kept.filter(isReplaced);
  const staying = kept.filter((document) => !isReplaced(document));
  const sameType = staying.filter((document) => document.documentType === upload.documentType).length;
  const bytes = staying.reduce((sum, document) => sum + document.sizeBytes, 0);
  if (sameType + 1 > quota.maxPerType || bytes + upload.sizeBytes > quota.maxTotalBytes)
    throw new AppError('document_quota_exceeded');
  return { replaced };
}
