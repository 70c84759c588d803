import type { Database } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import { listDocumentsForReview } from './list-documents-for-review';
import { reviewDocument, type ReviewDecision } from './review-document';

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  now: () => Date;
}

export const documentsUsage = [
  'documents:list [--pending]                       list uploaded documents (oldest first)',
  'documents:review <id> approve|reject [note...]   review one document',
];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff review of KYC documents from the command line; answers the process exit code. */
export async function runDocumentsCommand(db: Database, args: string[], io: CommandIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'documents:list') {
    const rows = await listDocumentsForReview(db, { pendingOnly: rest.includes('--pending') });
    if (rows.length === 0) io.out('no documents');
    for (const row of rows) {
      const note = row.reviewNote ? `  note: ${row.reviewNote}` : '';
      io.out(
        [
          row.id,
          row.username,
          row.documentType,
          row.status,
          row.mimeType,
          `${row.sizeBytes} B`,
          row.uploadedAt.toISOString(),
        ].join('  ') + note,
      );
    }
    return 0;
  }
  if (command === 'documents:review') {
    const [id, decision, ...noteWords] = rest;
    if (!id || !uuidPattern.test(id) || (decision !== 'approve' && decision !== 'reject')) {
      io.err(`usage: ${documentsUsage[1]}`);
      return 2;
    }
    const note = noteWords.join(' ').trim() || null;
    try {
      const result = await reviewDocument(db, {
        documentId: id,
        decision: decision as ReviewDecision,
        note,
        now: io.now(),
      });
      io.out(
        `document ${result.documentId} ${result.status}; player ${result.playerId} is ${result.kycStatus}`,
      );
      return 0;
    } catch (error) {
      if (isAppError(error) && error.code === 'not_found') {
        io.err(`no document ${id}`);
        return 1;
      }
      throw error;
    }
  }
  io.err(`unknown command ${command ?? ''}`.trim());
  return 2;
}
