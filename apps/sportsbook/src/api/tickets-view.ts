import type { SportsTicket, TicketHistoryEntry } from '@casino/contract/sportsbook';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { SportsbookDatabase } from '../db/client.js';
import { cashOutQuotes, ticketHistory, ticketLegs, tickets, type TicketStatus } from '../db/schema.js';
import type { FeedState } from '../feed/feed-state.js';
import { eventNameOf } from '../tickets/bet-facts.js';

const OPEN: TicketStatus[] = ['pending', 'open'];
const SETTLED: TicketStatus[] = ['won', 'lost', 'void', 'cashed_out', 'cancelled'];

type TicketRow = typeof tickets.$inferSelect;
type LegRow = typeof ticketLegs.$inferSelect;

export function ticketView(
  ticket: TicketRow,
  legs: LegRow[],
  state: FeedState,
  history: TicketHistoryEntry[] = [],
): SportsTicket {
  return {
    id: ticket.id,
    status: ticket.status,
    kind: ticket.kind,
    systemName: ticket.systemName,
    currency: ticket.currency,
    stake: ticket.stakeMinor.toString(),
    potentialReturn: ticket.potentialReturnMinor.toString(),
    settledReturn: ticket.settledReturnMinor?.toString() ?? null,
    placedAt: ticket.placedAt.toISOString(),
    settledAt: ticket.settledAt?.toISOString() ?? null,
    legs: legs.map((leg) => {
      return {
        eventId: leg.eventId,
        // Kept with the leg at placement, so it survives a restart and the event leaving the feed.
        eventName: leg.eventName ?? eventNameOf(state, leg.eventId),
        marketType: leg.marketType,
        specifiers: leg.specifiers,
        outcomeId: leg.outcomeId,
        odds: Number(leg.oddsTaken),
        isLive: leg.isLive === 1,
        // A LegResult (won, lost, void, half_won, half_lost, dead_heat) once settled.
        result: leg.result,
      };
    }),
    history,
  };
}

/**
 * The tickets' histories, oldest first: accepted cash-outs (full when they took the whole stake left)
 * and the settlements, corrections and re-openings settlement recorded.
 */
export async function historiesOf(db: SportsbookDatabase, ticketIds: string[]) {
  const byTicket = new Map<string, (TicketHistoryEntry & { order: number })[]>();
  if (!ticketIds.length) return byTicket;
  const add = (ticketId: string, entry: TicketHistoryEntry, order: number) =>
    byTicket.set(ticketId, [...(byTicket.get(ticketId) ?? []), { ...entry, order }]);
  const cashOuts = await db
    .select()
    .from(cashOutQuotes)
    .where(and(inArray(cashOutQuotes.ticketId, ticketIds), eq(cashOutQuotes.status, 'accepted')));
  for (const quote of cashOuts) {
    const isFull = quote.stakeMinor === quote.ticketStakeMinor;
    add(
      quote.ticketId,
      {
        kind: isFull ? 'cash_out' : 'partial_cash_out',
        at: quote.acceptedAt!.toISOString(),
        amount: quote.amountMinor.toString(),
        stake: quote.stakeMinor.toString(),
        status: null,
      },
      0,
    );
  }
  const settlements = await db
    .select()
    .from(ticketHistory)
    .where(inArray(ticketHistory.ticketId, ticketIds))
    .orderBy(asc(ticketHistory.id));
  for (const row of settlements) {
    add(
      row.ticketId,
      {
        kind: row.kind,
        at: row.createdAt.toISOString(),
        amount: row.returnMinor?.toString() ?? null,
        stake: null,
        status: row.kind === 'reopened' ? null : row.status,
      },
      row.id,
    );
  }
  return byTicket;
}

const inOrder = (entries: (TicketHistoryEntry & { order: number })[] = []): TicketHistoryEntry[] =>
  entries
    .sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);

/** A player's tickets, newest first, with their legs: only ever the player's own. */
export async function listPlayerTickets(
  db: SportsbookDatabase,
  state: FeedState,
  query: { playerId: string; status: 'open' | 'settled'; limit: number; offset: number },
) {
  const where = and(
    eq(tickets.playerId, query.playerId),
    inArray(tickets.status, query.status === 'open' ? OPEN : SETTLED),
  );
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.placedAt), desc(tickets.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(tickets).where(where);
  const legs = rows.length
    ? await db
        .select()
        .from(ticketLegs)
        .where(
          inArray(
            ticketLegs.ticketId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(ticketLegs.legIndex))
    : [];
  const histories = await historiesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    tickets: rows.map((row) =>
      ticketView(
        row,
        legs.filter((leg) => leg.ticketId === row.id),
        state,
        inOrder(histories.get(row.id)),
      ),
    ),
    total: total?.n ?? 0,
  };
}
