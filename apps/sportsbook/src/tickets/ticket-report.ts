import type { providerSportsbookTicketBodySchema } from '@casino/contract';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SportsbookDatabase } from '../db/client.js';
import { walletCalls } from '../db/schema.js';
import type { LegRow, TicketRow } from './tickets-db.js';
import { insertJournalRow, reportTransactionId } from './wallet-journal.js';

type ReportBody = z.input<typeof providerSportsbookTicketBodySchema>;
type ReportedStatus = ReportBody['status'];

const REPORTED: readonly string[] = ['open', 'won', 'lost', 'void', 'cashed_out'];

/**
 * Journals a state report of the ticket (docs/provider-protocol.md, section 10: its status and each
 * leg's result for the casino's Gaming history) after a settlement, a re-opening or a cash-out. Called
 * under the ticket's row lock, so the count of its reports numbers them without a gap or a repeat.
 */
export async function journalTicketReport(tx: SportsbookDatabase, ticketId: string, at: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(walletCalls)
    .where(and(eq(walletCalls.ticketId, ticketId), eq(walletCalls.kind, 'report')));
  const version = Number(row?.n ?? 0) + 1;
  await insertJournalRow(tx, at, {
    ticketId,
    kind: 'report',
    transactionId: reportTransactionId(ticketId, version),
    amountMinor: 0n,
    settlementVersion: version,
  });
}

/**
 * The report's body, built when it is sent from the ticket as it stands then: a report sent late
 * carries the newer state under its older version, which the platform's higher-version rule makes
 * harmless. Null for a ticket that is no longer one the casino shows (refused, cancelled).
 */
export function ticketReportBody(
  ticket: TicketRow,
  legs: readonly LegRow[],
  externalGameId: string,
  version: number,
): ReportBody | null {
  if (!REPORTED.includes(ticket.status)) return null;
  return {
    playerId: ticket.playerId,
    roundId: ticket.id,
    externalGameId,
    version,
    status: ticket.status as ReportedStatus,
    legs: legs.map((leg) => ({ result: (leg.result ?? 'open') as ReportBody['legs'][number]['result'] })),
  };
}
