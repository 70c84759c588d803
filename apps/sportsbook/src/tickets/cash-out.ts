import { and, eq } from 'drizzle-orm';
import type { SportsbookDatabase } from '../db/client.js';
import { cashOutQuotes, ticketLegs, tickets } from '../db/schema.js';
import { outcomeKey } from '../placement/check-ticket.js';
import { oddsRatio, legReturnFactor } from '../settlement/leg.js';
import { systemLines } from '../settlement/bets.js';
import { add, applyRatio, mul, ONE, ratio, ratioFromDecimal, type Ratio } from '../settlement/ratio.js';
import { systemSpecOf } from './bet-facts.js';
import type { SportsbookDeps } from './deps.js';
import { payPendingCredits, settledLegOf } from './settle-tickets.js';
import { journalTicketReport } from './ticket-report.js';
import { addLiability, legsOf, releaseLiability, type LegRow, type TicketRow } from './tickets-db.js';
import { insertJournalRow } from './wallet-journal.js';

/** The house's cut of a cash-out and how long a quote stands. */
export interface CashOutOptions {
  marginBasisPoints: number;
  ttlMs: number;
}
export const DEFAULT_CASH_OUT: CashOutOptions = { marginBasisPoints: 500, ttlMs: 10_000 };

export type CashOutRefusal =
  | 'ticket_not_found'
  | 'ticket_not_open'
  | 'cash_out_unavailable'
  | 'stake_out_of_range'
  | 'quote_expired'
  | 'market_moved';

export interface CashOutQuote {
  quoteId: string;
  ticketId: string;
  /** The part of the stake cashed out (the whole stake: a full cash-out). */
  stakeMinor: bigint;
  amountMinor: bigint;
  expiresAt: Date;
}

export type QuoteAnswer = { ok: true; quote: CashOutQuote } | { ok: false; reason: CashOutRefusal };
export type AcceptAnswer =
  | { ok: true; ticketId: string; amountMinor: bigint; status: TicketRow['status']; stakeMinor: bigint }
  | { ok: false; reason: CashOutRefusal };

type Valuation =
  { ok: true; perUnit: Ratio; versions: Record<string, number> } | { ok: false; reason: CashOutRefusal };

/**
 * What one unit of the ticket's stake is worth now, before the cash-out margin. Each leg is worth its
 * return if settled, or its odds taken times the model's current fair probability of its outcome if
 * open; a single or an accumulator is the product of its legs, a system bet the sum of its lines'
 * products shared over its lines (its stake is spread evenly over them). Open legs must be offered now
 * (market active, producer up, event open): a bet stop or a suspension makes cash-out unavailable.
 */
export function valueTicket(deps: SportsbookDeps, ticket: TicketRow, legs: LegRow[]): Valuation {
  const factors: Ratio[] = [];
  const versions: Record<string, number> = {};
  for (const leg of legs) {
    if (leg.result !== null) {
      factors.push(legReturnFactor(settledLegOf(leg).settlement, Number(leg.oddsTaken)));
      continue;
    }
    const check = deps.state.checkSelection(leg.eventId, leg.marketType, leg.specifiers, leg.outcomeId);
    if (!check.ok) return { ok: false, reason: 'cash_out_unavailable' };
    const outcome = deps.state
      .market(leg.eventId, leg.marketType, leg.specifiers)!
      .outcomes.find((o) => o.id === leg.outcomeId)!;
    factors.push(mul(oddsRatio(Number(leg.oddsTaken)), ratioFromDecimal(outcome.probability)));
    versions[String(leg.legIndex)] = check.version;
  }
  const product = (indices: readonly number[]) => indices.reduce((acc, i) => mul(acc, factors[i]!), ONE);
  let perUnit: Ratio;
  if (ticket.kind === 'system' && ticket.systemName) {
    const { lines } = systemLines(systemSpecOf(ticket.systemName));
    perUnit = mul(
      lines.reduce((sum, line) => add(sum, product(line)), ratio(0)),
      ratio(1, lines.length),
    );
  } else {
    perUnit = product(factors.map((_, i) => i));
  }
  if (perUnit.num === 0n) return { ok: false, reason: 'cash_out_unavailable' };
  return { ok: true, perUnit, versions };
}

/** The amount paid for `stake` at this value per unit, less the margin, rounded down. */
export function cashOutAmount(
  stake: bigint,
  perUnit: Ratio,
  options: CashOutOptions = DEFAULT_CASH_OUT,
): bigint {
  return applyRatio(stake, mul(perUnit, ratio(10_000 - options.marginBasisPoints, 10_000)));
}

/** Whether cashing out `stake` of the ticket leaves either nothing or at least the minimum stake. */
function isStakeAllowed(deps: SportsbookDeps, ticket: TicketRow, stake: bigint): boolean {
  if (stake <= 0n || stake > ticket.stakeMinor) return false;
  const rest = ticket.stakeMinor - stake;
  // A system bet keeps the same stake on every line: what is left must share evenly over them.
  if (rest % linesOf(ticket) !== 0n) return false;
  const minStake = deps.limits[ticket.currency]?.minStake ?? 1n;
  return rest === 0n || rest >= minStake;
}

/**
 * A cash-out quote for the player's open ticket: the whole stake (a full cash-out), or `stakeMinor` of
 * it (partial, when the stake left stays at or above the minimum). Stored with the market versions it
 * used; valid for `ttlMs`.
 */
export async function quoteCashOut(
  deps: SportsbookDeps,
  request: { playerId: string; ticketId: string; stakeMinor?: bigint },
  options: CashOutOptions = DEFAULT_CASH_OUT,
): Promise<QuoteAnswer> {
  const [ticket] = await deps.db.select().from(tickets).where(eq(tickets.id, request.ticketId));
  if (!ticket || ticket.playerId !== request.playerId) return { ok: false, reason: 'ticket_not_found' };
  if (ticket.status !== 'open') return { ok: false, reason: 'ticket_not_open' };
  const stake = request.stakeMinor ?? ticket.stakeMinor;
  if (!isStakeAllowed(deps, ticket, stake)) return { ok: false, reason: 'stake_out_of_range' };
  const value = valueTicket(deps, ticket, await legsOf(deps.db, ticket.id));
  if (!value.ok) return value;
  const amount = cashOutAmount(stake, value.perUnit, options);
  if (amount <= 0n) return { ok: false, reason: 'cash_out_unavailable' };
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + options.ttlMs);
  const [row] = await deps.db
    .insert(cashOutQuotes)
    .values({
      ticketId: ticket.id,
      playerId: ticket.playerId,
      ticketStakeMinor: ticket.stakeMinor,
      stakeMinor: stake,
      amountMinor: amount,
      legVersions: value.versions,
      status: 'quoted',
      expiresAt,
      createdAt: now,
    })
    .returning({ id: cashOutQuotes.id });
  return {
    ok: true,
    quote: { quoteId: row!.id, ticketId: ticket.id, stakeMinor: stake, amountMinor: amount, expiresAt },
  };
}

export const cashOutTransactionId = (ticketId: string, quoteId: string) => `${ticketId}:cashout:${quoteId}`;

/**
 * Accepts a quote, once: under the ticket's row lock, only while it stands (not expired, the ticket
 * still open with the stake it was quoted on, every open leg still offered at the market version the
 * quote used). The ticket is then cashed out (or its stake reduced, for a partial), its liability freed
 * in proportion, and the amount journalled as a credit of the ticket's round and sent. Accepting it
 * again answers the same and pays nothing more (the credit's transaction id is the quote's).
 */
export async function acceptCashOut(
  deps: SportsbookDeps,
  request: { playerId: string; quoteId: string },
): Promise<AcceptAnswer> {
  const answer = await deps.db.transaction(async (tx) => {
    const [quote] = await tx.select().from(cashOutQuotes).where(eq(cashOutQuotes.id, request.quoteId));
    if (!quote || quote.playerId !== request.playerId)
      return { ok: false as const, reason: 'ticket_not_found' as const };
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, quote.ticketId)).for('update');
    if (quote.status === 'accepted') return acceptedAnswer(ticket!, quote);
    const refusal = await refusalOf(deps, tx, ticket!, quote);
    if (refusal) return { ok: false as const, reason: refusal };
    const at = deps.now();
    await tx
      .update(cashOutQuotes)
      .set({ status: 'accepted', acceptedAt: at })
      .where(eq(cashOutQuotes.id, quote.id));
    const updated = await cashOutTicket(tx, ticket!, quote.stakeMinor, quote.amountMinor, at);
    await insertJournalRow(tx, at, {
      ticketId: ticket!.id,
      kind: 'credit',
      transactionId: cashOutTransactionId(ticket!.id, quote.id),
      amountMinor: quote.amountMinor,
    });
    await journalTicketReport(tx, ticket!.id, at);
    return acceptedAnswer(updated, quote);
  });
  if (answer.ok) await payPendingCredits(deps, [answer.ticketId]);
  return answer;
}

type QuoteRow = typeof cashOutQuotes.$inferSelect;

function acceptedAnswer(ticket: TicketRow, quote: QuoteRow): AcceptAnswer {
  return {
    ok: true,
    ticketId: ticket.id,
    amountMinor: quote.amountMinor,
    status: ticket.status,
    stakeMinor: ticket.stakeMinor,
  };
}

async function refusalOf(
  deps: SportsbookDeps,
  tx: SportsbookDatabase,
  ticket: TicketRow,
  quote: QuoteRow,
): Promise<CashOutRefusal | null> {
  if (deps.now().getTime() > quote.expiresAt.getTime()) return 'quote_expired';
  if (ticket.status !== 'open' || ticket.stakeMinor !== quote.ticketStakeMinor) return 'ticket_not_open';
  const value = valueTicket(deps, ticket, await legsOf(tx, ticket.id));
  if (!value.ok) return value.reason;
  const quoted = quote.legVersions;
  const now = value.versions;
  const isSame =
    Object.keys(quoted).length === Object.keys(now).length &&
    Object.entries(quoted).every(([leg, version]) => now[leg] === version);
  return isSame ? null : 'market_moved';
}

/**
 * A full cash-out ends the ticket (`cashed_out`, its liability freed); a partial one keeps it open on the
 * stake left, its potential return and each leg's reserved liability reduced in the same proportion.
 */
async function cashOutTicket(
  tx: SportsbookDatabase,
  ticket: TicketRow,
  stake: bigint,
  amount: bigint,
  at: Date,
): Promise<TicketRow> {
  const rest = ticket.stakeMinor - stake;
  if (rest === 0n) await releaseLiability(tx, ticket);
  else await reduceLiability(tx, ticket, rest);
  const [updated] = await tx
    .update(tickets)
    .set({
      status: rest === 0n ? 'cashed_out' : 'open',
      stakeMinor: rest === 0n ? ticket.stakeMinor : rest,
      stakePerLineMinor: rest === 0n ? ticket.stakePerLineMinor : rest / linesOf(ticket),
      potentialReturnMinor:
        rest === 0n ? ticket.potentialReturnMinor : (ticket.potentialReturnMinor * rest) / ticket.stakeMinor,
      cashedOutMinor: ticket.cashedOutMinor + amount,
      settledAt: rest === 0n ? at : null,
      updatedAt: at,
    })
    .where(eq(tickets.id, ticket.id))
    .returning();
  return updated!;
}

/** A ticket's number of lines (one but for a system bet). */
const linesOf = (ticket: TicketRow) => ticket.stakeMinor / ticket.stakePerLineMinor;

/** Each leg keeps the share of its reserved liability that the stake left carries. */
async function reduceLiability(tx: SportsbookDatabase, ticket: TicketRow, rest: bigint) {
  for (const leg of await legsOf(tx, ticket.id)) {
    const kept = (leg.reservedMinor * rest) / ticket.stakeMinor;
    if (kept === leg.reservedMinor) continue;
    await addLiability(tx, ticket.currency, outcomeKey(leg), kept - leg.reservedMinor);
    await tx
      .update(ticketLegs)
      .set({ reservedMinor: kept })
      .where(and(eq(ticketLegs.ticketId, ticket.id), eq(ticketLegs.legIndex, leg.legIndex)));
  }
}
