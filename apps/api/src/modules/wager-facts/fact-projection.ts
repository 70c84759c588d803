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
  /** What a settled bet (a settlement fact) adds to the projection (micro-CP, stake x edge); >= 0, pure. */
  valueOfBet(fact: WagerFactRow): bigint;
  /** Applies the facts receipted in this batch (each exactly once), in the same transaction. */
  apply(tx: DbTransaction, facts: AppliedFact[], now: Date): Promise<void>;
}

// Settlements count; a rollback takes back only what a bet counted when it was made (bets of before
// migration 0024, whose receipts say so): a bet of now counts at its settlement, which a rolled-back
// bet never gets (settle-wager-facts.ts).
const projected = sql`${wagerFacts.kind} IN ('settlement', 'rollback')`;

function notReceipted(consumer: string) {
  return sql`NOT EXISTS (SELECT 1 FROM ${projectionReceipts} r WHERE r.consumer = ${consumer} AND r.fact_id = ${wagerFacts.id})`;
}

/**
 * A projection of the wager facts as a stream consumer, exact under replays, restarts and concurrent
 * copies: each fact is applied once per projection: its receipt (consumer, fact) is inserted with ON
 * CONFLICT DO NOTHING and only the facts whose receipt this transaction inserted are applied. A stake
 * counts once, at its settlement (its round won or closed, never rolled back); a rollback takes away
 * what its bet's receipt says the bet added (a bet counted when it was made, before settlements), or
 * nothing.
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

      // What the bets of this batch's rollbacks counted when they were made (bets of before settlements).
      const reversedBets = [
        ...new Set(
          facts.flatMap((fact) =>
            fact.kind === 'rollback' && fact.reversesFactId !== null ? [Number(fact.reversesFactId)] : [],
          ),
        ),
      ];
      const counted = new Map<number, bigint>();
      if (reversedBets.length > 0) {
        const receipts = await tx
          .select({ factId: projectionReceipts.factId, value: projectionReceipts.value })
          .from(projectionReceipts)
          .where(
            and(eq(projectionReceipts.consumer, name), inArray(projectionReceipts.factId, reversedBets)),
          );
        for (const row of receipts) counted.set(Number(row.factId), row.value);
      }
      const valued: AppliedFact[] = facts.map((fact) => ({
        fact,
        value:
          fact.kind === 'settlement'
            ? projection.valueOfBet(fact)
            : -(counted.get(Number(fact.reversesFactId)) ?? 0n),
      }));

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
