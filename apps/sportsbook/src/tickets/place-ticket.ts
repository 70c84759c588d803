import { randomUUID } from 'node:crypto';
import { providerRoutes } from '@casino/contract/routes/provider';
import { ticketLegs, tickets } from '../db/schema.js';
import { marketKey } from '../markets/market.js';
import {
  checkTicket,
  outcomeKey,
  type PlacementRefusal,
  type TicketCheck,
  type TicketRequest,
} from '../placement/check-ticket.js';
import { walletRefusalOf, type WalletRefusal } from '../wallet/wallet-client.js';
import type { SportsbookDeps } from './deps.js';
import {
  addLiability,
  findTicket,
  findTicketByKey,
  legsOf,
  lockLiabilities,
  pendingCallsOf,
  releaseLiability,
  setTicketStatus,
  type TicketRow,
} from './tickets-db.js';
import { eventNameOf, marginBasisPointsOf, sportsbookBetFactsOf } from './bet-facts.js';
import { debitTransactionId, rollbackTransactionId, sendJournalled } from './wallet-journal.js';

export interface PlaceTicketRequest extends TicketRequest {
  playerId: string;
  sessionToken: string;
  /** The client's key for this placement: sent again, it answers the first ticket. */
  idempotencyKey: string;
}

export type PlaceRefusal = PlacementRefusal | WalletRefusal | 'wallet_unavailable';

export interface TicketView {
  id: string;
  status: TicketRow['status'];
  stakeMinor: bigint;
  potentialReturnMinor: bigint;
  odds: number[];
}

export type PlaceTicketAnswer =
  | { ok: true; ticket: TicketView }
  | {
      ok: false;
      reason: PlaceRefusal;
      /** The selections whose price is no longer the one the player saw. */
      movedLegs: number[];
      selection?: number;
      ticketId?: string;
    };

/**
 * Places a ticket: checked against the feed, then under the lock of its outcomes' liability rows
 * checked again with the exposure taken and reserved; a live ticket is held for the live delay and
 * refused if a bet stop or a shortening price came meanwhile; only then the wallet is debited (the
 * ticket id is the round, the transaction id derives from it: a replay debits once).
 */
export async function placeTicket(
  deps: SportsbookDeps,
  request: PlaceTicketRequest,
): Promise<PlaceTicketAnswer> {
  const existing = await findTicketByKey(deps.db, request.playerId, request.idempotencyKey);
  if (existing) return resumeTicket(deps, existing);
  const quick = checkTicket(deps.state, request, deps.limits, () => 0n);
  if (!quick.ok) return refusedByCheck(deps, request, quick);

  const ticketId = randomUUID();
  let check: TicketCheck;
  try {
    check = await deps.db.transaction(async (tx) => {
      const exposure = await lockLiabilities(tx, request.currency, request.selections.map(outcomeKey));
      const locked = checkTicket(deps.state, request, deps.limits, (key) => exposure.get(key) ?? 0n);
      if (!locked.ok) return locked;
      await insertTicket({ ...deps, db: tx }, ticketId, request, locked);
      return locked;
    });
  } catch (error) {
    // The same key placed concurrently: the other placement's ticket is the answer.
    const raced = await findTicketByKey(deps.db, request.playerId, request.idempotencyKey);
    if (raced) return resumeTicket(deps, raced);
    throw error;
  }
  if (!check.ok) return refusedByCheck(deps, request, check);

  const isLive = request.selections.some((s) => deps.state.events.get(s.eventId)?.status === 'live');
  if (isLive && deps.liveDelayMs > 0) {
    await deps.sleep(deps.liveDelayMs);
    const moved = afterDelayRefusal(deps, request, check.odds);
    if (moved) {
      await refuseTicket(deps, ticketId, moved.reason);
      return { ok: false, ...moved, ticketId };
    }
  }
  return debit(deps, ticketId);
}

async function insertTicket(
  deps: SportsbookDeps,
  ticketId: string,
  request: PlaceTicketRequest,
  check: Extract<TicketCheck, { ok: true }>,
) {
  const at = deps.now();
  const { bet } = request;
  await deps.db.insert(tickets).values({
    id: ticketId,
    playerId: request.playerId,
    sessionToken: request.sessionToken,
    currency: request.currency,
    stakeMinor: check.totalStake,
    stakePerLineMinor: request.stake,
    kind: bet.kind,
    systemName:
      bet.kind !== 'system'
        ? null
        : typeof bet.system === 'string'
          ? bet.system
          : `${bet.system.size}/${bet.system.from}`,
    oddsAcceptance: request.acceptOddsChange,
    status: 'pending',
    potentialReturnMinor: check.maxPayout,
    marginBasisPoints: marginBasisPointsOf(deps.state, bet, request.selections, check.odds),
    idempotencyKey: request.idempotencyKey,
    placedAt: at,
    updatedAt: at,
  });
  await deps.db.insert(ticketLegs).values(
    request.selections.map((s, i) => ({
      ticketId,
      legIndex: i,
      eventId: s.eventId,
      eventName: eventNameOf(deps.state, s.eventId),
      marketType: s.marketType,
      specifiers: s.specifiers,
      marketKey: marketKey(s.marketType, s.specifiers),
      outcomeId: s.outcomeId,
      oddsTaken: check.odds[i]!.toFixed(4),
      marketVersion: check.versions[i]!,
      isLive: deps.state.events.get(s.eventId)?.status === 'live' ? 1 : 0,
      reservedMinor: check.carried[i]!,
    })),
  );
  for (const [i, s] of request.selections.entries()) {
    await addLiability(deps.db, request.currency, outcomeKey(s), check.carried[i]!);
  }
}

/** The legs whose current price differs from the one the player saw (unavailable legs included). */
function movedLegsOf(deps: SportsbookDeps, request: TicketRequest): number[] {
  return request.selections.flatMap((s, i) => {
    const now = deps.state.checkSelection(s.eventId, s.marketType, s.specifiers, s.outcomeId);
    return now.ok && now.odds === s.odds ? [] : [i];
  });
}

function refusedByCheck(
  deps: SportsbookDeps,
  request: TicketRequest,
  check: Extract<TicketCheck, { ok: false }>,
): PlaceTicketAnswer {
  return {
    ok: false,
    reason: check.reason,
    selection: check.selection,
    movedLegs: movedLegsOf(deps, request),
  };
}

/**
 * After the live delay every leg must still be offered, at no shorter a price than the one taken (a
 * shortening means something happened in the match); a drift keeps the ticket at the odds taken.
 */
function afterDelayRefusal(deps: SportsbookDeps, request: TicketRequest, taken: number[]) {
  for (const [i, s] of request.selections.entries()) {
    const now = deps.state.checkSelection(s.eventId, s.marketType, s.specifiers, s.outcomeId);
    if (!now.ok)
      return {
        reason: 'selection_unavailable' as const,
        selection: i,
        movedLegs: movedLegsOf(deps, request),
      };
    if (now.odds < taken[i]!)
      return { reason: 'odds_changed' as const, selection: i, movedLegs: movedLegsOf(deps, request) };
  }
  return null;
}

export async function refuseTicket(deps: SportsbookDeps, ticketId: string, reason: PlaceRefusal) {
  await deps.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, ticketId);
    if (!ticket || ticket.status !== 'pending') return;
    await releaseLiability(tx, ticket);
    await setTicketStatus(tx, ticketId, 'refused', deps.now(), reason);
  });
}

async function debit(deps: SportsbookDeps, ticketId: string): Promise<PlaceTicketAnswer> {
  const ticket = (await findTicket(deps.db, ticketId))!;
  const sportsbook = sportsbookBetFactsOf(ticket, await legsOf(deps.db, ticketId));
  const transactionId = debitTransactionId(ticketId);
  const answer = await sendJournalled(
    deps.db,
    deps.now,
    { ticketId, kind: 'debit', transactionId, amountMinor: ticket.stakeMinor },
    () =>
      deps.wallet.call(providerRoutes.placeBet, {
        sessionToken: ticket.sessionToken,
        playerId: ticket.playerId,
        transactionId,
        roundId: ticketId,
        externalGameId: deps.externalGameId,
        amount: ticket.stakeMinor.toString(),
        currency: ticket.currency,
        sportsbook,
      }),
  );
  if (answer.kind === 'ok' || answer.kind === 'already_done') {
    await deps.db.transaction(async (tx) => {
      const current = await findTicket(tx, ticketId);
      if (current?.status === 'pending') await setTicketStatus(tx, ticketId, 'open', deps.now());
    });
    return answerOf(deps, ticketId);
  }
  if (answer.kind === 'already_failed') return answerOf(deps, ticketId);
  if (answer.kind === 'refused') {
    const reason = walletRefusalOf(answer.code);
    await refuseTicket(deps, ticketId, reason);
    return { ok: false, reason, movedLegs: [], ticketId };
  }
  return rollbackDebit(deps, ticket);
}

/** No answer to the debit: it may have been applied, so it is rolled back and the ticket refused. */
export async function rollbackDebit(deps: SportsbookDeps, ticket: TicketRow): Promise<PlaceTicketAnswer> {
  const transactionId = rollbackTransactionId(ticket.id);
  const answer = await sendJournalled(
    deps.db,
    deps.now,
    { ticketId: ticket.id, kind: 'rollback', transactionId, amountMinor: ticket.stakeMinor },
    () =>
      deps.wallet.call(providerRoutes.rollbackBet, {
        playerId: ticket.playerId,
        transactionId,
        originalTransactionId: debitTransactionId(ticket.id),
        roundId: ticket.id,
        externalGameId: deps.externalGameId,
      }),
  );
  // Still no answer: the ticket stays pending with its rollback journalled, sent again on replay.
  if (answer.kind !== 'lost') await refuseTicket(deps, ticket.id, 'wallet_unavailable');
  return { ok: false, reason: 'wallet_unavailable', movedLegs: [], ticketId: ticket.id };
}

/** A replay: the first ticket's answer, finishing a wallet call that got no answer (same ids). */
async function resumeTicket(deps: SportsbookDeps, ticket: TicketRow): Promise<PlaceTicketAnswer> {
  if (ticket.status === 'pending') {
    const [pending] = await pendingCallsOf(deps.db, ticket.id);
    if (pending?.kind === 'debit') return debit(deps, ticket.id);
    if (pending?.kind === 'rollback') return rollbackDebit(deps, ticket);
  }
  return answerOf(deps, ticket.id);
}

async function answerOf(deps: SportsbookDeps, ticketId: string): Promise<PlaceTicketAnswer> {
  const ticket = (await findTicket(deps.db, ticketId))!;
  if (ticket.status === 'refused') {
    return { ok: false, reason: ticket.refusal as PlaceRefusal, movedLegs: [], ticketId };
  }
  const legs = await legsOf(deps.db, ticketId);
  return {
    ok: true,
    ticket: {
      id: ticket.id,
      status: ticket.status,
      stakeMinor: ticket.stakeMinor,
      potentialReturnMinor: ticket.potentialReturnMinor,
      odds: legs.map((leg) => Number(leg.oddsTaken)),
    },
  };
}
