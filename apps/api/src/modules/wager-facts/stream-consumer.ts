import { eq, sql } from 'drizzle-orm';
import { eventConsumers } from '../../db/schema';
import { inTransaction, type DbExecutor, type DbTransaction } from '../../db/transaction';

/**
 * A consumer of an id-ordered stream (the outbox, the wager facts) whose ids come from an identity
 * sequence. Ids are taken when a row is inserted but seen when its transaction commits, so a lower id
 * can appear after a higher one was read: a plain "id > cursor" would lose it. Here the cursor only
 * says "everything at or below is done, or will never exist"; above it the consumer looks for rows it
 * has not processed (its receipts, NOT EXISTS) and locks what it takes with FOR UPDATE SKIP LOCKED,
 * so two copies share the work. The cursor passes a gap only when the gap is old enough (see
 * advanceCursor). docs/decisions/0005-wager-facts.md says why this and not a job queue.
 */
export interface StreamConsumer {
  name: string;
  /**
   * Claims and processes up to `limit` unprocessed rows above `cursor` in the caller's transaction,
   * writing its receipts there too. `claimed`: rows taken; `processed`: rows receipted (a row may be
   * deferred, e.g. a reversal whose original is still being processed elsewhere).
   */
  processBatch(
    tx: DbTransaction,
    input: { cursor: number; limit: number; now: Date },
  ): Promise<{ claimed: number; processed: number; lastId: number }>;
  /** The lowest id in (cursor, upTo] not processed yet (a visible row), or null. */
  lowestPending(tx: DbTransaction, cursor: number, upTo: number): Promise<number | null>;
  /** The highest id of the source that is visible now (0 when empty). */
  maxSourceId(tx: DbTransaction): Promise<number>;
}

export interface RunOptions {
  now: Date;
  batchSize?: number;
  /**
   * How long a transaction may hold an id it has not committed yet. After this, a gap below the
   * horizon is an id that was rolled back and the cursor may pass it.
   */
  gapGraceMs?: number;
  /** Stop after this many batches (the rest waits for the next run). */
  maxBatches?: number;
}

export const defaultBatchSize = 500;
export const defaultGapGraceMs = 60_000;

interface ConsumerState {
  cursor: number;
  horizonId: number | null;
  horizonAt: Date | null;
}

async function readState(db: DbExecutor, name: string): Promise<ConsumerState> {
  await db.insert(eventConsumers).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({
      cursor: eventConsumers.cursor,
      horizonId: eventConsumers.horizonId,
      horizonAt: eventConsumers.horizonAt,
    })
    .from(eventConsumers)
    .where(eq(eventConsumers.name, name));
  if (!row) throw new Error(`consumer ${name} has no state row`);
  return {
    cursor: Number(row.cursor),
    horizonId: row.horizonId === null ? null : Number(row.horizonId),
    horizonAt: row.horizonAt,
  };
}

/** Runs the consumer until its backlog is empty (or maxBatches); answers the rows processed. */
export async function runConsumer(
  db: DbExecutor,
  consumer: StreamConsumer,
  options: RunOptions,
): Promise<number> {
  const limit = options.batchSize ?? defaultBatchSize;
  // Within one run the scan moves on past each batch; what it skipped (rows locked by another copy,
  // rows deferred) lies above the stored cursor, so the next run, which scans from there, finds it.
  const state = await readState(db, consumer.name);
  let scanFrom = state.cursor;
  let total = 0;
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch += 1) {
    const result = await inTransaction(db, (tx) =>
      consumer.processBatch(tx, { cursor: scanFrom, limit, now: options.now }),
    );
    total += result.processed;
    if (result.claimed < limit) break;
    scanFrom = Math.max(scanFrom, result.lastId);
  }
  const grace = options.gapGraceMs ?? defaultGapGraceMs;
  // Only when there is something to decide: no horizon yet, or one old enough to pass.
  if (state.horizonAt === null || options.now.getTime() - state.horizonAt.getTime() >= grace) {
    await advanceCursor(db, consumer, options.now, grace);
  }
  return total;
}

/**
 * Moves the cursor in two steps. First it notes the highest visible id (the horizon) and when. Every
 * id at or below it was taken before then (the sequence only grows), so once the grace period has
 * passed every transaction holding such an id has committed or rolled back: the cursor may then move
 * to the horizon, or to just below the lowest row still unprocessed. Then a new horizon is noted.
 */
export async function advanceCursor(
  db: DbExecutor,
  consumer: StreamConsumer,
  now: Date,
  gapGraceMs: number,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.execute(
      sql`SELECT cursor FROM event_consumers WHERE name = ${consumer.name} FOR UPDATE`,
    );
    if ((rows as { rows: unknown[] }).rows.length === 0) return 0;
    const state = await readState(tx, consumer.name);
    let cursor = state.cursor;
    const isRipe =
      state.horizonId !== null &&
      state.horizonAt !== null &&
      now.getTime() - state.horizonAt.getTime() >= gapGraceMs;
    if (isRipe && state.horizonId! > cursor) {
      const pending = await consumer.lowestPending(tx, cursor, state.horizonId!);
      cursor = Math.max(cursor, pending === null ? state.horizonId! : pending - 1);
    }
    if (state.horizonId === null || isRipe) {
      const horizon = await consumer.maxSourceId(tx);
      await tx
        .update(eventConsumers)
        .set({ cursor, horizonId: horizon, horizonAt: now, updatedAt: now })
        .where(eq(eventConsumers.name, consumer.name));
    }
    return cursor;
  });
}

/** The consumer's cursor (tests and the benchmark read it). */
export async function consumerCursor(db: DbExecutor, name: string): Promise<number> {
  return (await readState(db, name)).cursor;
}
