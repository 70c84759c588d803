import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerDocuments, players } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addPlayerMessage } from '../messages/add-player-message';
import { reviewMessage } from './review-messages';

export type ReviewDecision = 'approve' | 'reject';
export type KycStatus = 'verified' | 'not_verified';

export interface ReviewResult {
  documentId: string;
  playerId: string;
  status: 'approved' | 'rejected';
  kycStatus: KycStatus;
}

/** Verified takes an approved identity document AND an approved proof of address. */
export function kycStatusOf(approvedTypes: readonly string[]): KycStatus {
  return approvedTypes.includes('identity') && approvedTypes.includes('proof_of_address')
    ? 'verified'
    : 'not_verified';
}

/**
 * Staff decision on one document: sets its status and note, recomputes the player's KYC status and
 * tells the player in a message, all in one transaction so status and message never disagree.
 */
export async function reviewDocument(
  db: Database,
  input: { documentId: string; decision: ReviewDecision; note: string | null; now: Date },
): Promise<ReviewResult> {
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  return db.transaction(async (tx) => {
    const [document] = await tx
      .update(playerDocuments)
      .set({ status, reviewNote: input.note, reviewedAt: input.now })
      .where(eq(playerDocuments.id, input.documentId))
      .returning({ playerId: playerDocuments.playerId, documentType: playerDocuments.documentType });
    if (!document) throw new AppError('not_found', `no document ${input.documentId}`);

    const approved = await tx
      .selectDistinct({ documentType: playerDocuments.documentType })
      .from(playerDocuments)
      .where(
        and(
          eq(playerDocuments.playerId, document.playerId),
          eq(playerDocuments.status, 'approved'),
          inArray(playerDocuments.documentType, ['identity', 'proof_of_address']),
        ),
      );
    const kycStatus = kycStatusOf(approved.map((row) => row.documentType));
    const [before] = await tx
      .select({ kycStatus: players.kycStatus, language: players.language })
      .from(players)
      .where(eq(players.id, document.playerId))
      .limit(1);
    if (!before) throw new AppError('not_found', `no player for document ${input.documentId}`);
    if (before.kycStatus !== kycStatus)
      await tx
        .update(players)
        .set({ kycStatus, updatedAt: input.now })
        .where(eq(players.id, document.playerId));

    const review = (language: string) =>
      reviewMessage({
        language,
        documentType: document.documentType,
        decision: status,
        note: input.note,
        becameVerified: kycStatus === 'verified' && before.kycStatus !== 'verified',
      });
    await addPlayerMessage(tx, {
      playerId: document.playerId,
      type: 'kyc',
      message: review(before.language),
      textIn: review,
      now: input.now,
    });
    return { documentId: input.documentId, playerId: document.playerId, status, kycStatus };
  });
}
