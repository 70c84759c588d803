import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseOutboxEvent } from '@casino/contract';
import { games, wagerFacts } from '../../db/schema';
import { rowsOf, type DbTransaction } from '../../db/transaction';
import type { StreamConsumer } from './stream-consumer';
import {
  batchBetsOf,
  factsOfEvents,
  isWagerEvent,
  sourceKeyOf,
  wagerFactTopics,
  type BetSnapshot,
  type ClaimedEvent,
  type NewFact,
} from './wager-facts-of-events';

const topicList = sql.join(
  wagerFactTopics.map((topic) => sql`${topic}`),
  sql`, `,
);

export const wagerFactsConsumerName = 'wager-facts';

interface OutboxRow {
  id: number | string;
  topic: string;
  payload: unknown;
  created_at: Date | string;
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
      const rows = await claimOutboxRows(tx, cursor, limit);
      if (rows.length === 0) return { claimed: 0, processed: 0, lastId: cursor };
      const lastId = Number(rows[rows.length - 1]!.id);
      // Through the contract's one parser: an event its schema refuses makes no fact.
      const events = rows.flatMap((row): ClaimedEvent[] => {
        const parsed = parseOutboxEvent(row.topic, row.payload);
        return parsed.ok && isWagerEvent(parsed.event)
          ? [{ ...parsed.event, id: row.id, created_at: row.created_at }]
          : [];
      });
      const rtpByGame = await rtpByGameOf(tx, events);
      const earlierBets = await earlierBetsOf(tx, events);
      const batchBets = batchBetsOf(events, rtpByGame);
      const sportsbookRounds = await sportsbookRoundsOf(tx, events, batchBets);
      const { facts, reversalsOfBatchBets } = factsOfEvents(events, {
        rtpByGame,
        earlierBets,
        batchBets,
        sportsbookRounds,
      });
      const processed = await insertFactsAndReversals(tx, facts, reversalsOfBatchBets);
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

/** The next outbox rows of the wager topics that have no fact yet, locked; rows another copy holds are skipped. */
async function claimOutboxRows(tx: DbTransaction, cursor: number, limit: number): Promise<OutboxRow[]> {
  return rowsOf<OutboxRow>(
    await tx.execute(sql`
      SELECT o.id, o.topic, o.payload, o.created_at FROM outbox_events o
      WHERE o.id > ${cursor} AND o.topic IN (${topicList})
        AND NOT EXISTS (SELECT 1 FROM wager_facts f WHERE f.outbox_event_id = o.id)
      ORDER BY o.id
      LIMIT ${limit}
      FOR UPDATE OF o SKIP LOCKED`),
  );
}

/** The current RTP of the batch's games, for events that carry no house edge of their own. */
async function rtpByGameOf(tx: DbTransaction, events: ClaimedEvent[]): Promise<Map<string, number>> {
  const gameIds = [
    ...new Set(
      events.flatMap((event) => (event.topic === 'deposit completed' ? [] : [event.payload.gameId])),
    ),
  ];
  const rtpByGame = new Map<string, number>();
  if (gameIds.length === 0) return rtpByGame;
  const rows = await tx
    .select({ id: games.id, rtp: games.rtpBasisPoints })
    .from(games)
    .where(inArray(games.id, gameIds));
  for (const row of rows) rtpByGame.set(row.id, row.rtp);
  return rtpByGame;
}

/** The bets the batch's rollbacks reverse whose facts were made earlier, by source key. */
async function earlierBetsOf(tx: DbTransaction, events: ClaimedEvent[]): Promise<Map<string, BetSnapshot>> {
  const rollbackKeys = events.flatMap((event) =>
    event.topic === 'game.rollback' ? [sourceKeyOf(event.payload, event.payload.originalTransactionId)] : [],
  );
  const earlierBets = new Map<string, BetSnapshot>();
  if (rollbackKeys.length === 0) return earlierBets;
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
  return earlierBets;
}

/**
 * The facts, then the reversals of bets made in this batch, now that their bets' fact ids are known.
 * A bet whose insert found its fact already made (another copy claimed the event from an older
 * snapshot and committed first) is looked up, or its reversal would name no bet and take nothing
 * away. Answers how many facts were made.
 */
async function insertFactsAndReversals(
  tx: DbTransaction,
  facts: NewFact[],
  reversalsOfBatchBets: { fact: NewFact; betKey: string }[],
): Promise<number> {
  let processed = 0;
  const betFactIds = new Map<string, number>();
  if (facts.length > 0) {
    const inserted = await insertFacts(tx, facts);
    processed += inserted.length;
    for (const row of inserted)
      if (row.kind === 'bet' && row.sourceKey) betFactIds.set(row.sourceKey, row.id);
  }
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
    processed += (await insertFacts(tx, resolved)).length;
  }
  return processed;
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
