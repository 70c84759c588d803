import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SportsbookDatabase } from '../db/client.js';
import { liabilities, ticketLegs, tickets, walletCalls } from '../db/schema.js';
import { outcomeKey } from '../placement/check-ticket.js';

export type TicketRow = typeof tickets.$inferSelect;
export type LegRow = typeof ticketLegs.$inferSelect;

export async function findTicketByKey(db: SportsbookDatabase, playerId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.playerId, playerId), eq(tickets.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function findTicket(db: SportsbookDatabase, ticketId: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row ?? null;
}

export function legsOf(db: SportsbookDatabase, ticketId: string) {
  return db
    .select()
    .from(ticketLegs)
    .where(eq(ticketLegs.ticketId, ticketId))
    .orderBy(asc(ticketLegs.legIndex));
}

export function pendingCallsOf(db: SportsbookDatabase, ticketId: string) {
  return db
    .select()
    .from(walletCalls)
    .where(and(eq(walletCalls.ticketId, ticketId), eq(walletCalls.state, 'pending')))
    .orderBy(asc(walletCalls.id));
}

/**
 * Locks the liability rows of these outcomes (created at zero when new) in key order, so two
 * placements on overlapping outcomes never wait on each other crosswise; answers their exposure.
 */
export async function lockLiabilities(db: SportsbookDatabase, currency: string, outcomeKeys: string[]) {
  const keys = [...new Set(outcomeKeys)].sort();
  await db
    .insert(liabilities)
    .values(keys.map((outcomeKey) => ({ outcomeKey, currency, reservedMinor: 0n })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(liabilities)
    .where(and(eq(liabilities.currency, currency), inArray(liabilities.outcomeKey, keys)))
    .orderBy(asc(liabilities.outcomeKey))
    .for('update');
  return new Map(rows.map((row) => [row.outcomeKey, row.reservedMinor]));
}

export async function addLiability(
  db: SportsbookDatabase,
  currency: string,
  outcomeKey: string,
  deltaMinor: bigint,
) {
  await db
    .update(liabilities)
    .set({ reservedMinor: sql`${liabilities.reservedMinor} + ${deltaMinor}` })
    .where(and(eq(liabilities.outcomeKey, outcomeKey), eq(liabilities.currency, currency)));
}

/** A ticket ends its hold on the book: every leg's reserved payout is freed (once). */
export async function releaseLiability(db: SportsbookDatabase, ticket: TicketRow) {
  // In outcome key order, as placement locks them: tickets settling at once never deadlock.
  const legs = (await legsOf(db, ticket.id)).sort((a, b) => (outcomeKey(a) < outcomeKey(b) ? -1 : 1));
  for (const leg of legs) {
    if (leg.reservedMinor === 0n) continue;
    await addLiability(db, ticket.currency, outcomeKey(leg), -leg.reservedMinor);
  }
  await db
    .update(ticketLegs)
    .set({ releasedMinor: sql`${ticketLegs.reservedMinor}`, reservedMinor: 0n })
    .where(and(eq(ticketLegs.ticketId, ticket.id), sql`${ticketLegs.reservedMinor} > 0`));
}

/** A settled ticket re-opened (its settlement rolled back) holds again what its legs held before. */
export async function reserveLiabilityAgain(db: SportsbookDatabase, ticket: TicketRow) {
  const legs = (await legsOf(db, ticket.id)).sort((a, b) => (outcomeKey(a) < outcomeKey(b) ? -1 : 1));
  for (const leg of legs) {
    if (leg.releasedMinor === 0n) continue;
    await addLiability(db, ticket.currency, outcomeKey(leg), leg.releasedMinor);
  }
  await db
    .update(ticketLegs)
    .set({ reservedMinor: sql`${ticketLegs.releasedMinor}`, releasedMinor: 0n })
    .where(and(eq(ticketLegs.ticketId, ticket.id), sql`${ticketLegs.releasedMinor} > 0`));
}

export async function setTicketStatus(
  db: SportsbookDatabase,
  ticketId: string,
  status: TicketRow['status'],
  at: Date,
  refusal: string | null = null,
) {
  await db.update(tickets).set({ status, refusal, updatedAt: at }).where(eq(tickets.id, ticketId));
}

/** Tickets still `pending` since before `placedBefore`: a placement cut short (a crash, a lost answer). */
export function stalePendingTickets(db: SportsbookDatabase, placedBefore: Date, limit = 100) {
  return db
    .select()
    .from(tickets)
    .where(and(eq(tickets.status, 'pending'), lt(tickets.placedAt, placedBefore)))
    .orderBy(asc(tickets.placedAt))
    .limit(limit);
}

export function walletCallsOf(db: SportsbookDatabase, ticketId: string) {
  return db.select().from(walletCalls).where(eq(walletCalls.ticketId, ticketId)).orderBy(asc(walletCalls.id));
}

/** The tickets with a credit or a state report journalled and not yet confirmed by the wallet. */
export async function ticketsOwedCredits(db: SportsbookDatabase, limit = 500) {
  const rows = await db
    .selectDistinct({ ticketId: walletCalls.ticketId })
    .from(walletCalls)
    .where(and(eq(walletCalls.state, 'pending'), inArray(walletCalls.kind, ['credit', 'report'])))
    .limit(limit);
  return rows.map((row) => row.ticketId);
}
