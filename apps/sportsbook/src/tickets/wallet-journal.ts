import { and, eq, sql } from 'drizzle-orm';
import type { SportsbookDatabase } from '../db/client.js';
import { walletCalls } from '../db/schema.js';
import type { WalletAnswer } from '../wallet/wallet-client.js';

export interface JournalledCall {
  ticketId: string;
  /** 'report': the ticket's state for the casino's Gaming history (no money; section 10). */
  kind: 'debit' | 'credit' | 'rollback' | 'adjust' | 'report';
  transactionId: string;
  amountMinor: bigint;
  settlementVersion?: number;
}

/**
 * A wallet call written to the journal before it is sent, then marked with its answer: done, failed
 * (the platform said no) or left pending (no answer: sent again later under the same transaction id).
 * A call already done is not sent again.
 */
export async function sendJournalled<T>(
  db: SportsbookDatabase,
  now: () => Date,
  call: JournalledCall,
  send: () => Promise<WalletAnswer<T>>,
): Promise<WalletAnswer<T> | { kind: 'already_done' } | { kind: 'already_failed' }> {
  await insertJournalRow(db, now(), call);
  const [row] = await db
    .update(walletCalls)
    .set({ attempts: sql`${walletCalls.attempts} + 1`, updatedAt: now() })
    .where(and(eq(walletCalls.transactionId, call.transactionId), eq(walletCalls.state, 'pending')))
    .returning({ id: walletCalls.id });
  if (!row) {
    // Answered before (another replay got there first): its recorded outcome stands.
    const [done] = await db
      .select({ state: walletCalls.state })
      .from(walletCalls)
      .where(eq(walletCalls.transactionId, call.transactionId));
    return { kind: done?.state === 'done' ? 'already_done' : 'already_failed' };
  }
  const answer = await send();
  await db
    .update(walletCalls)
    .set({
      state: answer.kind === 'ok' ? 'done' : answer.kind === 'refused' ? 'failed' : 'pending',
      lastError: answer.kind === 'ok' ? null : answer.kind === 'refused' ? answer.code : answer.reason,
      updatedAt: now(),
    })
    .where(eq(walletCalls.id, row.id));
  return answer;
}

/** Journals a call without sending it (inside a settlement's transaction); a repeat is a no-op. */
export async function insertJournalRow(
  db: SportsbookDatabase,
  at: Date,
  call: JournalledCall,
  state: 'pending' | 'failed' = 'pending',
  lastError: string | null = null,
) {
  await db
    .insert(walletCalls)
    .values({
      ticketId: call.ticketId,
      kind: call.kind,
      transactionId: call.transactionId,
      amountMinor: call.amountMinor,
      settlementVersion: call.settlementVersion ?? 0,
      state,
      lastError,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: walletCalls.transactionId });
}

export const debitTransactionId = (ticketId: string) => `${ticketId}:debit`;
export const rollbackTransactionId = (ticketId: string) => `${ticketId}:rollback`;
export const creditTransactionId = (ticketId: string, settlementVersion: number) =>
  `${ticketId}:win:${settlementVersion}`;
/** A settlement corrected for less: the win taken back under this settlement version (section 10). */
export const adjustTransactionId = (ticketId: string, settlementVersion: number) =>
  `${ticketId}:adjust:${settlementVersion}`;
/** The n-th state report of a ticket: n is also the report's version, so the latest one stands. */
export const reportTransactionId = (ticketId: string, version: number) => `${ticketId}:report:${version}`;
