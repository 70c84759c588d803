import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { projectionReceipts, wagerFacts, type WagerFactRow } from '../../db/schema';
import { rowsOf, type DbTransaction } from '../../db/transaction';
import type { StreamConsumer } from './stream-consumer';

/** A fact as a projection applies it: with what it adds (negative for a reversal of a counted bet). */
export interface AppliedFact {
  fact: WagerFactRow;
  value: bigint;
}

export interface FactProjection {
  name: string;
  /** What a bet fact adds to the projection (micro-CP, stake x edge); >= 0, pure. */
  valueOfBet(fact: WagerFactRow): bigint;
  /** Applies the facts receipted in this batch (each exactly once), in the same transaction. */
  apply(tx: DbTransaction, facts: AppliedFact[], now: Date): Promise<void>;
}

const projected = sql`${wagerFacts.kind} IN ('bet', 'rollback')`;

function notReceipted(consumer: string) {
  return sql`NOT EXISTS (SELECT 1 FROM ${projectionReceipts} r WHERE r.consumer = ${consumer} AND r.fact_id = ${wagerFacts.id})`;
}

/**
 * A projection of the wager facts (bets and their reversals) as a stream consumer, exact under
 * replays, restarts and concurrent copies:
 *  - each fact is applied once per projection: its receipt (consumer, fact) is inserted with ON
 *    CONFLICT DO NOTHING and only the facts whose receipt this transaction inserted are applied;
 *  - a bet whose rollback fact already exists adds nothing, and a rollback takes away exactly what
 *    its bet's receipt says the bet added (nothing if the bet was not counted, or not processed
 *    yet, which then adds nothing when it comes). So the total is the straight sum of the bets
 *    that were not rolled back, whatever the order the facts are processed in;
 *  - a rollback whose bet is being processed by another copy (its row is locked) waits for the
 *    next batch, so the two never decide on each other's uncommitted state.
 */
export function factProjection(projection: FactProjection): StreamConsumer {
  const { name } = projection;
  return {
    name,
    async processBatch(tx, { cursor, limit, now }) {
      const facts = await tx
        .select()
        .from(wagerFacts)
        .where(and(gt(wagerFacts.id, cursor), projected, notReceipted(name)))
        .orderBy(asc(wagerFacts.id))
        .limit(limit)
        .for('update', { of: wagerFacts, skipLocked: true });
      if (facts.length === 0) return { claimed: 0, processed: 0, lastId: cursor };
      const lastId = facts[facts.length - 1]!.id;

      const inBatch = new Map(facts.map((fact) => [fact.id, fact]));
      const betIds = facts.filter((fact) => fact.kind === 'bet').map((fact) => fact.id);
      const reversed = new Set<number>();
      if (betIds.length > 0) {
        const rows = await tx
          .select({ id: wagerFacts.reversesFactId })
          .from(wagerFacts)
          .where(inArray(wagerFacts.reversesFactId, betIds));
        for (const row of rows) if (row.id !== null) reversed.add(Number(row.id));
      }

      // The bets of this batch's rollbacks that were processed in an earlier batch (or are not yet).
      const outsideBets = [
        ...new Set(
          facts
            .filter((fact) => fact.kind === 'rollback' && fact.reversesFactId !== null)
            .map((fact) => Number(fact.reversesFactId))
            .filter((id) => !inBatch.has(id)),
        ),
      ];
      const lockedBets = new Set<number>();
      const counted = new Map<number, bigint>();
      if (outsideBets.length > 0) {
        const locked = await tx
          .select({ id: wagerFacts.id })
          .from(wagerFacts)
          .where(inArray(wagerFacts.id, outsideBets))
          .for('update', { skipLocked: true });
        for (const row of locked) lockedBets.add(Number(row.id));
        const receipts = await tx
          .select({ factId: projectionReceipts.factId, value: projectionReceipts.value })
          .from(projectionReceipts)
          .where(and(eq(projectionReceipts.consumer, name), inArray(projectionReceipts.factId, outsideBets)));
        for (const row of receipts) counted.set(Number(row.factId), row.value);
      }

      const valued: AppliedFact[] = [];
      const betValues = new Map<number, bigint>();
      for (const fact of facts) {
        if (fact.kind !== 'bet') continue;
        const value = reversed.has(fact.id) ? 0n : projection.valueOfBet(fact);
        betValues.set(fact.id, value);
        valued.push({ fact, value });
      }
      for (const fact of facts) {
        if (fact.kind !== 'rollback') continue;
        const betId = fact.reversesFactId === null ? null : Number(fact.reversesFactId);
        if (betId === null) {
          // A reversal whose bet never became a fact: that bet was never counted.
          valued.push({ fact, value: 0n });
        } else if (inBatch.has(betId)) {
          valued.push({ fact, value: -(betValues.get(betId) ?? 0n) });
        } else if (lockedBets.has(betId)) {
          valued.push({ fact, value: -(counted.get(betId) ?? 0n) });
        }
        // else: its bet is being processed by another copy right now; this one waits.
      }
      if (valued.length === 0) return { claimed: facts.length, processed: 0, lastId };

      // One JSON parameter for the batch's receipts (a parameter per value is slow on PGlite).
      const receipts = valued.map(({ fact, value }) => ({ fact_id: fact.id, value: value.toString() }));
      const inserted = rowsOf<{ id: string }>(
        await tx.execute(sql`
          INSERT INTO projection_receipts (consumer, fact_id, value)
          SELECT ${name}, x.fact_id, x.value
          FROM jsonb_to_recordset(${JSON.stringify(receipts)}::jsonb) AS x(fact_id bigint, value bigint)
          ON CONFLICT DO NOTHING
          RETURNING fact_id::text AS id`),
      );
      const fresh = new Set(inserted.map((row) => Number(row.id)));
      const applied = valued.filter(({ fact }) => fresh.has(fact.id));
      if (applied.length > 0) await projection.apply(tx, applied, now);
      return { claimed: facts.length, processed: applied.length, lastId };
    },

    async lowestPending(tx, cursor, upTo) {
      const [row] = await tx
        .select({ id: sql<string | null>`min(${wagerFacts.id})::text` })
        .from(wagerFacts)
        .where(
          and(gt(wagerFacts.id, cursor), sql`${wagerFacts.id} <= ${upTo}`, projected, notReceipted(name)),
        );
      return row?.id ? Number(row.id) : null;
    },

    async maxSourceId(tx) {
      const [row] = await tx.select({ id: sql<string | null>`max(${wagerFacts.id})::text` }).from(wagerFacts);
      return row?.id ? Number(row.id) : 0;
    },
  };
}
