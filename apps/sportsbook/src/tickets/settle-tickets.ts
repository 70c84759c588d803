import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SportsbookDatabase } from '../db/client.js';
import { providerRoutes } from '@casino/contract/routes/provider';
import { ticketHistory, ticketLegs, tickets, walletCalls } from '../db/schema.js';
import { deadHeatRatio } from '../feed/feed-state.js';
import { forEachConcurrently } from '../lib/concurrently.js';
import type { FeedMessage } from '../feed/messages.js';
import { marketKey, type Specifiers } from '../markets/market.js';
import { accumulatorReturn, singleReturn, systemReturn, type SettledLeg } from '../settlement/bets.js';
import { resultKindOf, type LegResult, type OutcomeSettlement } from '../settlement/leg.js';
import { ONE, ratio, ratioFromDecimal, type Ratio } from '../settlement/ratio.js';
import { systemSpecOf } from './bet-facts.js';
import { journalTicketReport, ticketReportBody } from './ticket-report.js';
import type { SportsbookDeps } from './deps.js';
import {
  findTicket,
  legsOf,
  releaseLiability,
  reserveLiabilityAgain,
  type LegRow,
  type TicketRow,
} from './tickets-db.js';
import {
  adjustTransactionId,
  creditTransactionId,
  insertJournalRow,
  sendJournalled,
  type JournalledCall,
} from './wallet-journal.js';

type SettlementMessage = Extract<
  FeedMessage,
  { type: 'bet_settlement' | 'bet_cancel' | 'rollback_bet_settlement' | 'rollback_bet_cancel' }
>;

const OPEN_OR_SETTLED = ['open', 'won', 'lost', 'void'] as const;
const VOIDED = { result: 'void', voidFactor: '1/1', deadHeatFactor: '1/1' } as const;

/**
 * Applies a feed settlement message to the tickets: the legs on its markets take their results (or are
 * voided by a cancel, or re-opened by a rollback), and every ticket whose legs are all settled is
 * settled. Wins are credited once per settlement version; a corrected settlement pays the difference.
 */
export async function settleFromFeed(deps: SportsbookDeps, message: SettlementMessage) {
  const touched = new Set<string>();
  for (const market of message.markets) {
    const legs = await legsOnMarket(deps, message.eventId, market);
    // Legs taking the same update (one outcome's result) are written together.
    const byUpdate = new Map<string, { update: LegUpdate; legs: typeof legs }>();
    for (const leg of legs) {
      const update = legUpdate(message, market, leg);
      if (!update) continue;
      const key = JSON.stringify(update);
      const group = byUpdate.get(key) ?? { update, legs: [] };
      group.legs.push(leg);
      byUpdate.set(key, group);
      touched.add(leg.ticketId);
    }
    for (const { update, legs: group } of byUpdate.values()) await updateLegs(deps, update, group);
  }
  // Tickets settle and are paid several at a time: each under its own row lock, its credits in order.
  const settled: string[] = [];
  await forEachConcurrently([...touched], SETTLE_CONCURRENCY, async (ticketId) => {
    if (await settleTicket(deps, ticketId)) settled.push(ticketId);
  });
  // Every touched ticket: a re-opened one owes the casino its state report too.
  await forEachConcurrently([...touched], SETTLE_CONCURRENCY, (ticketId) =>
    payPendingCredits(deps, [ticketId]),
  );
  return { touchedTickets: [...touched], settledTickets: settled };
}

/** How many tickets a settlement works on at once (the database pool and the wallet share the load). */
const SETTLE_CONCURRENCY = 8;

type LegUpdate = Partial<typeof ticketLegs.$inferInsert>;

async function updateLegs(deps: SportsbookDeps, update: LegUpdate, legs: readonly LegRow[]) {
  for (let i = 0; i < legs.length; i += 1_000) {
    const pairs = legs.slice(i, i + 1_000).map((leg) => sql`(${leg.ticketId}::uuid, ${leg.legIndex}::int)`);
    await deps.db
      .update(ticketLegs)
      .set(update)
      .where(sql`(${ticketLegs.ticketId}, ${ticketLegs.legIndex}) IN (${sql.join(pairs, sql`, `)})`);
  }
}

async function legsOnMarket(
  deps: SportsbookDeps,
  eventId: string,
  market: { type: string; specifiers: Specifiers },
) {
  const rows = await deps.db
    .select({ leg: ticketLegs, placedAt: tickets.placedAt })
    .from(ticketLegs)
    .innerJoin(tickets, eq(tickets.id, ticketLegs.ticketId))
    .where(
      and(
        eq(ticketLegs.eventId, eventId),
        eq(ticketLegs.marketKey, marketKey(market.type, market.specifiers)),
        inArray(tickets.status, [...OPEN_OR_SETTLED]),
      ),
    );
  return rows.map((row) => ({ ...row.leg, placedAt: row.placedAt }));
}

const ratioText = (r: Ratio) => `${r.num}/${r.den}`;

function legUpdate(
  message: SettlementMessage,
  market: SettlementMessage['markets'][number],
  leg: LegRow & { placedAt: Date },
): LegUpdate | null {
  switch (message.type) {
    case 'bet_settlement': {
      if (leg.isVoidedByCancel) return null;
      const outcome = (
        market as Extract<SettlementMessage, { type: 'bet_settlement' }>['markets'][number]
      ).outcomes.find((o) => o.id === leg.outcomeId);
      if (!outcome) return null;
      const settlement: OutcomeSettlement = {
        result: outcome.result,
        voidFactor: ratioFromDecimal(outcome.voidFactor),
        deadHeatFactor: deadHeatRatio(outcome.deadHeatFactor),
      };
      return {
        result: resultKindOf(settlement),
        voidFactor: ratioText(settlement.voidFactor),
        deadHeatFactor: ratioText(settlement.deadHeatFactor),
      };
    }
    case 'bet_cancel': {
      const placed = leg.placedAt.getTime();
      const isInRange =
        (message.startTime === undefined || placed >= message.startTime) &&
        (message.endTime === undefined || placed <= message.endTime);
      return isInRange ? { ...VOIDED, isVoidedByCancel: 1 } : null;
    }
    case 'rollback_bet_settlement':
      return leg.isVoidedByCancel || leg.result === null
        ? null
        : { result: null, voidFactor: null, deadHeatFactor: null };
    case 'rollback_bet_cancel':
      return leg.isVoidedByCancel
        ? { result: null, voidFactor: null, deadHeatFactor: null, isVoidedByCancel: 0 }
        : null;
  }
}

const parseRatio = (text: string): Ratio => {
  const [num, den] = text.split('/');
  return ratio(BigInt(num!), BigInt(den!));
};
const WINNING: readonly LegResult[] = ['won', 'half_won', 'dead_heat'];

/** A settled leg as the settlement maths reads it (its odds taken, result and factors). */
export function settledLegOf(leg: LegRow): SettledLeg {
  return {
    odds: Number(leg.oddsTaken),
    settlement: {
      result: WINNING.includes(leg.result as LegResult) ? 1 : 0,
      voidFactor: leg.voidFactor ? parseRatio(leg.voidFactor) : ONE,
      deadHeatFactor: leg.deadHeatFactor ? parseRatio(leg.deadHeatFactor) : ONE,
    },
  };
}

/** What the ticket returns when every leg is settled (null while one is open). */
export function ticketReturn(ticket: TicketRow, legs: LegRow[]): bigint | null {
  if (legs.some((leg) => leg.result === null)) return null;
  const settled = legs.map(settledLegOf);
  if (ticket.kind === 'single') return singleReturn(ticket.stakePerLineMinor, settled[0]!);
  if (ticket.kind === 'accumulator') return accumulatorReturn(ticket.stakePerLineMinor, settled);
  return systemReturn(ticket.stakePerLineMinor, settled, systemSpecOf(ticket.systemName!)).totalReturn;
}

/**
 * What a settlement moves: a return above what was credited is a credit of the difference, one below
 * it an adjustment taking the difference back (docs/provider-protocol.md, section 10), each keyed on
 * the ticket and the settlement version, so a message applied twice journals one call.
 */
function correctionCall(ticketId: string, version: number, difference: bigint): JournalledCall {
  return difference >= 0n
    ? {
        ticketId,
        kind: 'credit',
        transactionId: creditTransactionId(ticketId, version),
        amountMinor: difference,
        settlementVersion: version,
      }
    : {
        ticketId,
        kind: 'adjust',
        transactionId: adjustTransactionId(ticketId, version),
        amountMinor: -difference,
        settlementVersion: version,
      };
}

/**
 * Settles (or re-opens) one ticket under its row lock. The difference between the new return and what
 * was credited so far is journalled (correctionCall), and `creditedMinor` becomes the new return.
 */
async function settleTicket(deps: SportsbookDeps, ticketId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
    if (!ticket || !(OPEN_OR_SETTLED as readonly string[]).includes(ticket.status)) return false;
    const legs = await legsOf(tx, ticketId);
    const total = ticketReturn(ticket, legs);
    const at = deps.now();
    if (total === null) {
      if (ticket.status !== 'open') {
        await reserveLiabilityAgain(tx, ticket);
        await tx
          .update(tickets)
          .set({ status: 'open', settledReturnMinor: null, settledAt: null, updatedAt: at })
          .where(eq(tickets.id, ticketId));
        await recordHistory(tx, {
          ticketId,
          kind: 'reopened',
          status: 'open',
          returnMinor: null,
          createdAt: at,
        });
        await journalTicketReport(tx, ticketId, at);
      }
      return false;
    }
    const isSettledAlready = ticket.status !== 'open';
    if (isSettledAlready && ticket.settledReturnMinor === total) return false;
    const isAllVoid = legs.every((leg) => leg.result === 'void');
    const status = isAllVoid ? 'void' : total === 0n ? 'lost' : 'won';
    const version = ticket.settlementVersion + 1;
    const difference = total - ticket.creditedMinor;
    // Settling from open (the first time, or again after a rollback) frees what the ticket held.
    if (ticket.status === 'open') await releaseLiability(tx, ticket);
    // A lost ticket's first settlement still tells the platform (a win of 0): its stake counts then.
    if (difference !== 0n || version === 1)
      await insertJournalRow(tx, at, correctionCall(ticketId, version, difference));
    await tx
      .update(tickets)
      .set({
        status,
        settledReturnMinor: total,
        settledAt: at,
        settlementVersion: version,
        creditedMinor: total,
        updatedAt: at,
      })
      .where(eq(tickets.id, ticketId));
    const kind = version === 1 ? 'settled' : 'resettled';
    await recordHistory(tx, { ticketId, kind, status, returnMinor: total, createdAt: at });
    await journalTicketReport(tx, ticketId, at);
    return true;
  });
}

/** One step of the ticket's settlement history (My bets shows them). */
async function recordHistory(tx: SportsbookDatabase, row: typeof ticketHistory.$inferInsert) {
  await tx.insert(ticketHistory).values(row);
}

/** A journalled state report, sent with the ticket as it stands now (or dropped if it no longer shows). */
async function sendTicketReport(
  deps: SportsbookDeps,
  ticket: TicketRow,
  call: typeof walletCalls.$inferSelect,
) {
  const body = ticketReportBody(
    ticket,
    await legsOf(deps.db, ticket.id),
    deps.externalGameId,
    call.settlementVersion,
  );
  if (!body) {
    await deps.db
      .update(walletCalls)
      .set({ state: 'failed', lastError: 'ticket_not_reported', updatedAt: deps.now() })
      .where(eq(walletCalls.id, call.id));
    return;
  }
  await sendJournalled(deps.db, deps.now, call, () =>
    deps.wallet.call(providerRoutes.reportSportsbookTicket, body),
  );
}

/**
 * Sends the journalled credits, adjustments and state reports of these tickets, in the order they
 * were journalled.
 * Wins need no session; the round stays open (`roundClosed: false`) because the feed may still roll
 * the settlement back. An adjustment takes back a paid win (the platform answers what it could take
 * from the player's cash and what it booked as uncollected).
 */
export async function payPendingCredits(deps: SportsbookDeps, ticketIds: string[]) {
  for (const ticketId of ticketIds) {
    const ticket = await findTicket(deps.db, ticketId);
    if (!ticket) continue;
    const pending = await deps.db
      .select()
      .from(walletCalls)
      .where(
        and(
          eq(walletCalls.ticketId, ticketId),
          inArray(walletCalls.kind, ['credit', 'adjust', 'report']),
          eq(walletCalls.state, 'pending'),
        ),
      )
      .orderBy(asc(walletCalls.id));
    for (const call of pending) {
      if (call.kind === 'report') {
        await sendTicketReport(deps, ticket, call);
        continue;
      }
      const body = {
        playerId: ticket.playerId,
        transactionId: call.transactionId,
        roundId: ticket.id,
        externalGameId: deps.externalGameId,
        amount: call.amountMinor.toString(),
        currency: ticket.currency,
      };
      await sendJournalled(deps.db, deps.now, call, () =>
        call.kind === 'adjust'
          ? deps.wallet.call(providerRoutes.adjustWin, body)
          : deps.wallet.call(providerRoutes.settleWin, { ...body, roundClosed: false }),
      );
    }
  }
}
