import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseOutboxEvent, type OutboxEvent } from '@casino/contract';
import { games, wagerFacts, type WagerFactKind, type WagerFactProduct } from '../../db/schema';
import { rowsOf, type DbTransaction } from '../../db/transaction';
import type { StreamConsumer } from './stream-consumer';

/** The outbox topics that become wager facts. */
export const wagerFactTopics = ['game.bet', 'game.win', 'game.rollback', 'deposit completed'] as const;
const topicList = sql.join(
  wagerFactTopics.map((topic) => sql`${topic}`),
  sql`, `,
);

export const wagerFactsConsumerName = 'wager-facts';

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

interface OutboxRow {
  id: number | string;
  topic: string;
  payload: unknown;
  created_at: Date | string;
}

type NewFact = typeof wagerFacts.$inferInsert;
type WagerEvent = Extract<OutboxEvent, { topic: (typeof wagerFactTopics)[number] }>;
type GameEvent = Exclude<WagerEvent, { topic: 'deposit completed' }>['payload'];
type BetEvent = Extract<WagerEvent, { topic: 'game.bet' }>['payload'];

const isWagerEvent = (event: OutboxEvent): event is WagerEvent =>
  (wagerFactTopics as readonly string[]).includes(event.topic);

const abs = (value: bigint) => (value < 0n ? -value : value);

/** The house edge the event carries (snapshotted at bet time), else the game's current one. */
function houseEdgeOf(payload: GameEvent, rtpByGame: Map<string, number>): number | null {
  if (payload.houseEdgeBasisPoints !== undefined) return payload.houseEdgeBasisPoints;
  const rtp = rtpByGame.get(payload.gameId);
  return rtp === undefined ? null : Math.min(10_000, Math.max(0, 10_000 - rtp));
}

function sourceKeyOf(payload: GameEvent, transactionId: string): string {
  return `${payload.provider}:${transactionId}`;
}

interface BetSnapshot {
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

/**
 * Turns the outbox's money movements into wager facts, once per event (unique outbox_event_id):
 * bets, wins and deposits as they are, a rollback as a reversal (sign -1) carrying its bet's snapshot
 * and naming its bet's fact. A rollback whose bet's fact is not made yet (its bet is in a later batch,
 * or being made by another copy) waits for a later batch: the wallet posts a rollback only for a bet
 * it booked, so the bet's event exists and its fact comes.
 */
export function wagerFactsConsumer(): StreamConsumer {
  return {
    name: wagerFactsConsumerName,

    async processBatch(tx, { cursor, limit }) {
      const rows = rowsOf<OutboxRow>(
        await tx.execute(sql`
          SELECT o.id, o.topic, o.payload, o.created_at FROM outbox_events o
          WHERE o.id > ${cursor} AND o.topic IN (${topicList})
            AND NOT EXISTS (SELECT 1 FROM wager_facts f WHERE f.outbox_event_id = o.id)
          ORDER BY o.id
          LIMIT ${limit}
          FOR UPDATE OF o SKIP LOCKED`),
      );
      if (rows.length === 0) return { claimed: 0, processed: 0, lastId: cursor };
      const lastId = Number(rows[rows.length - 1]!.id);
      // Through the contract's one parser: an event its schema refuses makes no fact.
      const events = rows.flatMap((row) => {
        const parsed = parseOutboxEvent(row.topic, row.payload);
        return parsed.ok && isWagerEvent(parsed.event)
          ? [{ ...parsed.event, id: row.id, created_at: row.created_at }]
          : [];
      });

      const gameIds = [
        ...new Set(
          events.flatMap((event) => (event.topic === 'deposit completed' ? [] : [event.payload.gameId])),
        ),
      ];
      const rtpByGame = new Map<string, number>();
      if (gameIds.length > 0) {
        const rows = await tx
          .select({ id: games.id, rtp: games.rtpBasisPoints })
          .from(games)
          .where(inArray(games.id, gameIds));
        for (const row of rows) rtpByGame.set(row.id, row.rtp);
      }

      // The bets the batch's rollbacks reverse: made in this batch, or earlier.
      const rollbackKeys = events.flatMap((event) =>
        event.topic === 'game.rollback'
          ? [sourceKeyOf(event.payload, event.payload.originalTransactionId)]
          : [],
      );
      const earlierBets = new Map<string, BetSnapshot>();
      if (rollbackKeys.length > 0) {
        const rows = await tx
          .select()
          .from(wagerFacts)
          .where(and(inArray(wagerFacts.sourceKey, rollbackKeys), eq(wagerFacts.kind, 'bet')));
        for (const row of rows) {
          earlierBets.set(row.sourceKey!, {
            id: row.id,
            product: row.product,
            gameId: row.gameId,
            category: row.category,
            provider: row.provider,
            roundId: row.roundId,
            cashStakeMinor: row.cashStakeMinor,
            bonusStakeMinor: row.bonusStakeMinor,
            houseEdgeBasisPoints: row.houseEdgeBasisPoints,
            odds: row.odds,
          });
        }
      }

      // The batch's bets first, so that a rollback finds its bet wherever it stands in the batch.
      const batchBets = new Map<string, BetSnapshot>();
      for (const event of events) {
        if (event.topic !== 'game.bet') continue;
        batchBets.set(
          sourceKeyOf(event.payload, event.payload.transactionId),
          betSnapshotOf(event.payload, rtpByGame),
        );
      }
      const sportsbookRounds = await sportsbookRoundsOf(tx, events, batchBets);
      const betFactIds = new Map<string, number>();
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
          const snapshot = betSnapshotOf(event.payload, rtpByGame);
          facts.push({ ...base, ...withoutId(snapshot), kind: 'bet', sign: 1, sourceKey });
          continue;
        }
        if (event.topic === 'game.win') {
          facts.push({
            ...base,
            kind: 'win' satisfies WagerFactKind,
            sign: 1,
            product: sportsbookRounds.has(payload.roundId)
              ? 'sportsbook'
              : productOfCategory(payload.category),
            gameId: payload.gameId,
            category: payload.category,
            provider: payload.provider,
            roundId: payload.roundId,
            winMinor: BigInt(event.payload.win),
            houseEdgeBasisPoints: houseEdgeOf(payload, rtpByGame),
            sourceKey,
          });
          continue;
        }
        // game.rollback: a reversal carrying the original bet's snapshot.
        const betKey = sourceKeyOf(payload, event.payload.originalTransactionId);
        const inBatch = batchBets.get(betKey);
        const bet = inBatch ?? earlierBets.get(betKey);
        // Its bet's fact is not made yet: this rollback waits for a later batch.
        if (!bet) continue;
        const reversal: NewFact = { ...base, ...withoutId(bet), kind: 'rollback', sign: -1, sourceKey };
        if (inBatch) reversalsOfBatchBets.push({ fact: reversal, betKey });
        else facts.push({ ...reversal, reversesFactId: bet.id });
      }

      let processed = 0;
      if (facts.length > 0) {
        const inserted = await insertFacts(tx, facts);
        processed += inserted.length;
        for (const row of inserted)
          if (row.kind === 'bet' && row.sourceKey) betFactIds.set(row.sourceKey, row.id);
      }
      // Reversals of bets made in this batch, now that their bets' fact ids are known. A bet whose
      // insert found its fact already made (another copy claimed the event from an older snapshot and
      // committed first) is looked up, or its reversal would name no bet and take nothing away.
      const unresolved = reversalsOfBatchBets
        .map(({ betKey }) => betKey)
        .filter((betKey) => !betFactIds.has(betKey));
      if (unresolved.length > 0) {
        const rows = await tx
          .select({ id: wagerFacts.id, sourceKey: wagerFacts.sourceKey })
          .from(wagerFacts)
          .where(and(inArray(wagerFacts.sourceKey, unresolved), eq(wagerFacts.kind, 'bet')));
        for (const row of rows) if (row.sourceKey) betFactIds.set(row.sourceKey, row.id);
      }
      if (reversalsOfBatchBets.length > 0) {
        const resolved = reversalsOfBatchBets.map(({ fact, betKey }) => ({
          ...fact,
          reversesFactId: betFactIds.get(betKey) ?? null,
        }));
        const more = await insertFacts(tx, resolved);
        processed += more.length;
      }
      return { claimed: events.length, processed, lastId };
    },

    async lowestPending(tx, cursor, upTo) {
      const [row] = rowsOf<{ id: string | null }>(
        await tx.execute(sql`
          SELECT min(o.id)::text AS id FROM outbox_events o
          WHERE o.id > ${cursor} AND o.id <= ${upTo} AND o.topic IN (${topicList})
            AND NOT EXISTS (SELECT 1 FROM wager_facts f WHERE f.outbox_event_id = o.id)`),
      );
      return row?.id ? Number(row.id) : null;
    },

    async maxSourceId(tx) {
      const [row] = rowsOf<{ id: string | null }>(
        await tx.execute(sql`SELECT max(id)::text AS id FROM outbox_events`),
      );
      return row?.id ? Number(row.id) : 0;
    },
  };
}

/**
 * Inserts facts in one statement whose rows travel as one JSON parameter (a parameter per value is
 * slow on the embedded database at hundreds of rows), once per outbox event.
 */
async function insertFacts(
  tx: DbTransaction,
  facts: NewFact[],
): Promise<{ id: number; sourceKey: string | null; kind: string }[]> {
  const rows = facts.map((fact) => ({
    outbox_event_id: fact.outboxEventId,
    kind: fact.kind,
    player_id: fact.playerId,
    product: fact.product ?? null,
    game_id: fact.gameId ?? null,
    category: fact.category ?? null,
    provider: fact.provider ?? null,
    round_id: fact.roundId ?? null,
    currency: fact.currency,
    cash_stake_minor: (fact.cashStakeMinor ?? 0n).toString(),
    bonus_stake_minor: (fact.bonusStakeMinor ?? 0n).toString(),
    win_minor: (fact.winMinor ?? 0n).toString(),
    deposit_minor: (fact.depositMinor ?? 0n).toString(),
    house_edge_basis_points: fact.houseEdgeBasisPoints ?? null,
    odds: fact.odds ?? null,
    sign: fact.sign,
    source_key: fact.sourceKey ?? null,
    reverses_fact_id: fact.reversesFactId ?? null,
    created_at: (fact.createdAt as Date).toISOString(),
  }));
  const result = await tx.execute(sql`
    INSERT INTO wager_facts (outbox_event_id, kind, player_id, product, game_id, category, provider, round_id, currency,
      cash_stake_minor, bonus_stake_minor, win_minor, deposit_minor, house_edge_basis_points, odds, sign,
      source_key, reverses_fact_id, created_at)
    SELECT x.outbox_event_id, x.kind, x.player_id, x.product, x.game_id, x.category, x.provider, x.round_id, x.currency,
      x.cash_stake_minor, x.bonus_stake_minor, x.win_minor, x.deposit_minor, x.house_edge_basis_points,
      x.odds, x.sign, x.source_key, x.reverses_fact_id, x.created_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(outbox_event_id bigint, kind text,
      player_id uuid, product text, game_id uuid, category text, provider text, round_id uuid, currency text, cash_stake_minor bigint,
      bonus_stake_minor bigint, win_minor bigint, deposit_minor bigint, house_edge_basis_points integer,
      odds text, sign smallint, source_key text, reverses_fact_id bigint, created_at timestamptz)
    ON CONFLICT (outbox_event_id) DO NOTHING
    RETURNING id::text AS id, source_key AS "sourceKey", kind`);
  return rowsOf<{ id: string; sourceKey: string | null; kind: string }>(result).map((row) => ({
    ...row,
    id: Number(row.id),
  }));
}

function betSnapshotOf(payload: BetEvent, rtpByGame: Map<string, number>): BetSnapshot {
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

/**
 * The rounds of the batch's wins that are sportsbook tickets (their bet said so): a win carries no
 * product of its own, so it takes its round's, and readers of wins (races) can leave them out.
 */
async function sportsbookRoundsOf(
  tx: DbTransaction,
  events: { topic: string; payload: unknown }[],
  batchBets: Map<string, BetSnapshot>,
): Promise<Set<string>> {
  const rounds = new Set<string>();
  for (const bet of batchBets.values())
    if (bet.product === 'sportsbook' && bet.roundId) rounds.add(bet.roundId);
  const winRounds = events.flatMap((event) =>
    event.topic === 'game.win' ? [(event.payload as { roundId: string }).roundId] : [],
  );
  const unknown = [...new Set(winRounds)].filter((round) => !rounds.has(round));
  if (unknown.length === 0) return rounds;
  const rows = await tx
    .selectDistinct({ roundId: wagerFacts.roundId })
    .from(wagerFacts)
    .where(
      and(
        inArray(wagerFacts.roundId, unknown),
        eq(wagerFacts.kind, 'bet'),
        eq(wagerFacts.product, 'sportsbook'),
      ),
    );
  for (const row of rows) if (row.roundId) rounds.add(row.roundId);
  return rounds;
}

function withoutId(snapshot: BetSnapshot): Omit<BetSnapshot, 'id'> {
  const { id: _id, ...rest } = snapshot;
  return rest;
}
