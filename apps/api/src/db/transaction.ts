import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A transaction opened by `Database.transaction`, on either driver. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What the ledger's use cases accept: the database, or a transaction the caller already holds. Inside
 * a transaction, pass the transaction: PGlite is one connection, and a call on the database from
 * inside one of its transactions waits for that transaction forever.
 */
export type DbExecutor = Database | DbTransaction;

export function isTransaction(executor: DbExecutor): executor is DbTransaction {
  return is(executor, PgTransaction);
}

/** The PostgreSQL error under drizzle's wrapper (node-postgres and PGlite both set code/constraint). */
export function postgresErrorOf(error: unknown): { code: string; constraint: string | undefined } | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = typeof candidate.constraint === 'string' ? candidate.constraint : undefined;
      return { code: candidate.code, constraint };
    }
    current = candidate.cause;
  }
  return null;
}

export function isConstraintViolation(error: unknown, constraint: string): boolean {
  return postgresErrorOf(error)?.constraint === constraint;
}

// serialization_failure and deadlock_detected: PostgreSQL rolled the whole transaction back, so
// running it again from the start is safe and is what the server asks the client to do.
const retryableCodes = new Set(['40001', '40P01']);
const maxAttempts = 5;

/**
 * Runs `work`, which must be one whole transaction (a `transaction()` or a single autocommit
 * statement), again when PostgreSQL rolled it back for a serialization failure or a deadlock.
 */
export async function retryingTransaction<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = postgresErrorOf(error)?.code;
      if (!code || !retryableCodes.has(code) || attempt >= maxAttempts) throw error;
      // Jitter spreads the retries of transactions that collided, so they do not collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 10 * attempt)));
    }
  }
}

/**
 * Runs `work` in a transaction of its own, or in a savepoint when the caller already holds one (so a
 * refused entry does not abort the caller's transaction). Only a transaction we own is retried: a
 * failure inside the caller's transaction must reach the caller, whose whole transaction is lost.
 */
export async function inTransaction<T>(
  executor: DbExecutor,
  work: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  if (isTransaction(executor)) return executor.transaction(work);
  return retryingTransaction(() => executor.transaction(work));
}

/** Rows of a raw `execute`: both drivers answer `{ rows }`, which drizzle's shared type hides. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
