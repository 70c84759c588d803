import type { OutboxEvent } from '@casino/contract';
import type { wagerFacts, WagerFactKind, WagerFactProduct } from '../../db/schema';

/** The outbox topics that become wager facts. */
export const wagerFactTopics = ['game.bet', 'game.win', 'game.rollback', 'deposit completed'] as const;

/** The product a casino game's category belongs to (the sportsbook has its own, later). */
export function productOfCategory(category: string | null | undefined): WagerFactProduct {
  switch (category) {
    case 'live-casino':
    case 'table':
      return 'live-casino-and-tables';
    case 'game-shows':
      return 'game-shows';
    case 'crash-and-fast':
      return 'crash-and-fast';
    default:
      return 'slots';
  }
}

export type NewFact = typeof wagerFacts.$inferInsert;
type WagerEvent = Extract<OutboxEvent, { topic: (typeof wagerFactTopics)[number] }>;
type GameEvent = Exclude<WagerEvent, { topic: 'deposit completed' }>['payload'];
type BetEvent = Extract<WagerEvent, { topic: 'game.bet' }>['payload'];

/** A wager event as claimed from the outbox: parsed, with its row's id and time. */
export type ClaimedEvent = WagerEvent & { id: number | string; created_at: Date | string };

export const isWagerEvent = (event: OutboxEvent): event is WagerEvent =>
  (wagerFactTopics as readonly string[]).includes(event.topic);

const abs = (value: bigint) => (value < 0n ? -value : value);

/** The house edge the event carries (snapshotted at bet time), else the game's current one. */
function houseEdgeOf(payload: GameEvent, rtpByGame: Map<string, number>): number | null {
  if (payload.houseEdgeBasisPoints !== undefined) return payload.houseEdgeBasisPoints;
  const rtp = rtpByGame.get(payload.gameId);
  return rtp === undefined ? null : Math.min(10_000, Math.max(0, 10_000 - rtp));
}

export function sourceKeyOf(payload: GameEvent, transactionId: string): string {
  return `${payload.provider}:${transactionId}`;
}

export interface BetSnapshot {
  id: number | null;
  product: WagerFactProduct | null;
  gameId: string | null;
  category: string | null;
  provider: string | null;
  roundId: string | null;
  cashStakeMinor: bigint;
  bonusStakeMinor: bigint;
  houseEdgeBasisPoints: number | null;
  odds: string | null;
}

export function betSnapshotOf(payload: BetEvent, rtpByGame: Map<string, number>): BetSnapshot {
  return {
    id: null,
    product: payload.product ?? productOfCategory(payload.category),
    gameId: payload.gameId,
    category: payload.category,
    provider: payload.provider,
    roundId: payload.roundId,
    cashStakeMinor: abs(BigInt(payload.stake)),
    bonusStakeMinor: abs(BigInt(payload.bonusStake ?? '0')),
    houseEdgeBasisPoints: houseEdgeOf(payload, rtpByGame),
    odds: payload.odds ?? null,
  };
}

function withoutId(snapshot: BetSnapshot): Omit<BetSnapshot, 'id'> {
  const { id: _id, ...rest } = snapshot;
  return rest;
}

/** What turning a batch's events into facts needs to know beyond the events. */
export interface FactContext {
  rtpByGame: Map<string, number>;
  /** The bets the batch's rollbacks reverse that were made as facts before this batch. */
  earlierBets: Map<string, BetSnapshot>;
  /** The batch's own bets, so that a rollback finds its bet wherever it stands in the batch. */
  batchBets: Map<string, BetSnapshot>;
  sportsbookRounds: Set<string>;
}

/** The batch's bets by source key. */
export function batchBetsOf(
  events: ClaimedEvent[],
  rtpByGame: Map<string, number>,
): Map<string, BetSnapshot> {
  const batchBets = new Map<string, BetSnapshot>();
  for (const event of events) {
    if (event.topic !== 'game.bet') continue;
    batchBets.set(
      sourceKeyOf(event.payload, event.payload.transactionId),
      betSnapshotOf(event.payload, rtpByGame),
    );
  }
  return batchBets;
}

/**
 * The facts of a batch's events: bets, wins and deposits as they are, a rollback as a reversal
 * (sign -1) carrying its bet's snapshot. A reversal of a bet of this same batch comes apart, to be
 * inserted once its bet's fact id is known; a rollback whose bet has no fact yet makes none.
 */
export function factsOfEvents(
  events: ClaimedEvent[],
  context: FactContext,
): { facts: NewFact[]; reversalsOfBatchBets: { fact: NewFact; betKey: string }[] } {
  const reversalsOfBatchBets: { fact: NewFact; betKey: string }[] = [];
  const facts: NewFact[] = [];
  for (const event of events) {
    const createdAt = new Date(event.created_at);
    const { playerId, currency } = event.payload;
    const base = { outboxEventId: Number(event.id), playerId, currency, createdAt };
    if (event.topic === 'deposit completed') {
      facts.push({ ...base, kind: 'deposit', sign: 1, depositMinor: BigInt(event.payload.amountMinor) });
      continue;
    }
    const payload = event.payload;
    const sourceKey = sourceKeyOf(payload, payload.transactionId);
    if (event.topic === 'game.bet') {
      const snapshot = betSnapshotOf(event.payload, context.rtpByGame);
      facts.push({ ...base, ...withoutId(snapshot), kind: 'bet', sign: 1, sourceKey });
      continue;
    }
    if (event.topic === 'game.win') {
      facts.push({ ...base, ...winFactOf(event.payload, context), sourceKey });
      continue;
    }
    // game.rollback: a reversal carrying the original bet's snapshot.
    const betKey = sourceKeyOf(payload, event.payload.originalTransactionId);
    const inBatch = context.batchBets.get(betKey);
    const bet = inBatch ?? context.earlierBets.get(betKey);
    // Its bet's fact is not made yet: this rollback waits for a later batch.
    if (!bet) continue;
    const reversal: NewFact = { ...base, ...withoutId(bet), kind: 'rollback', sign: -1, sourceKey };
    if (inBatch) reversalsOfBatchBets.push({ fact: reversal, betKey });
    else facts.push({ ...reversal, reversesFactId: bet.id });
  }
  return { facts, reversalsOfBatchBets };
}

/** A win takes its round's product: a sportsbook ticket's, else its game category's. */
function winFactOf(payload: Extract<WagerEvent, { topic: 'game.win' }>['payload'], context: FactContext) {
  return {
    kind: 'win' satisfies WagerFactKind,
    sign: 1,
    product: context.sportsbookRounds.has(payload.roundId)
      ? 'sportsbook'
      : productOfCategory(payload.category),
    gameId: payload.gameId,
    category: payload.category,
    provider: payload.provider,
    roundId: payload.roundId,
    winMinor: BigInt(payload.win),
    houseEdgeBasisPoints: houseEdgeOf(payload, context.rtpByGame),
  } satisfies Partial<NewFact>;
}
