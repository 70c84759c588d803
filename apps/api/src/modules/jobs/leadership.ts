import type pg from 'pg';
import type { Database } from '../../db/client';
import { loggableError } from '../../lib/loggable-error';
import { advisoryLockKeys } from '@casino/contract/advisory-locks';

/**
 * Which process runs the jobs that must run in one place at a time. On PostgreSQL the leader is the
 * process whose session holds an advisory lock: it keeps one pooled connection for as long as it
 * leads, so the lock lives exactly as long as that session. A process that stops unlocks; one that
 * crashes loses its session and the server frees the lock, and the next follower that asks leads.
 * PGlite is one connection inside one process (nothing else can open its folder): that process leads.
 */
export interface Leadership {
  /** Whether this process leads now: a follower tries to take the lock, the leader checks its session. */
  confirm(): Promise<boolean>;
  /** The answer of the last confirm(), for metrics; never a reason to run a job. */
  isLeader(): boolean;
  /** Gives the lock back (a stopping process); confirm() answers false afterwards. */
  release(): Promise<void>;
}

/** The advisory lock key of the jobs' leader. */
export const jobsLeaderLockKey = advisoryLockKeys.platformJobsLeader;

interface LeadershipOptions {
  log: { warn(object: object, message: string): void };
  lockKey?: number;
  /**
   * How long a new leader holds the lock before it runs anything: a leader whose session died may still
   * be finishing the run it had started (it only learns of its loss at its next turn), and the two must
   * not overlap. Longer than a leader job's usual run; the jobs are idempotent beyond it.
   */
  takeoverMs?: number;
}

/** The default wait of a new leader before its first run (see LeadershipOptions.takeoverMs). */
export const defaultTakeoverMs = 2_000;

/**
 * The pool under a PostgreSQL database; null on PGlite. Told by its shape, not by `instanceof pg.Pool`,
 * so that an embedded start never loads `pg` (a pool counts its connections; a PGlite client does not).
 */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: Partial<pg.Pool> }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.connect === 'function'
    ? (client as pg.Pool)
    : null;
}

export function createLeadership(db: Database, options: LeadershipOptions): Leadership {
  const pool = poolOf(db);
  if (!pool) return soleProcessLeadership();
  return advisoryLockLeadership(pool, {
    key: options.lockKey ?? jobsLeaderLockKey,
    takeoverMs: options.takeoverMs ?? defaultTakeoverMs,
    log: options.log,
  });
}

/** The one process of an embedded database leads from its start until it releases. */
export function soleProcessLeadership(): Leadership {
  let isReleased = false;
  return {
    confirm: async () => !isReleased,
    isLeader: () => !isReleased,
    release: async () => {
      isReleased = true;
    },
  };
}

function advisoryLockLeadership(
  pool: pg.Pool,
  { key, takeoverMs, log }: { key: number; takeoverMs: number; log: LeadershipOptions['log'] },
): Leadership {
  let held: pg.PoolClient | null = null;
  let heldSince = 0;
  const hasWaitedOut = () => Date.now() - heldSince >= takeoverMs;
  let isReleased = false;
  // One question at a time: jobs ask concurrently, and two of them must not take two connections.
  let queue: Promise<unknown> = Promise.resolve();

  const drop = (client: pg.PoolClient, error: unknown) => {
    if (held !== client) return;
    held = null;
    // A broken session is destroyed, never pooled again; with it the server frees the lock.
    client.release(true);
    log.warn({ err: loggableError(error) }, 'jobs leader lock lost: its database session ended');
  };

  async function ask(): Promise<boolean> {
    if (isReleased) return false;
    if (held) {
      const client = held;
      try {
        // A live session keeps its session-level lock; only its end or an unlock lets go of it.
        await client.query('SELECT 1');
        return hasWaitedOut();
      } catch (error) {
        drop(client, error);
      }
    }
    const candidate = await pool.connect();
    try {
      const { rows } = await candidate.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
      if (!rows[0]?.ok) {
        candidate.release();
        return false;
      }
    } catch (error) {
      candidate.release(true);
      throw error;
    }
    held = candidate;
    heldSince = Date.now();
    // A checked-out client whose connection drops emits 'error': unhandled, it would end the process.
    candidate.on('error', (error) => drop(candidate, error));
    return hasWaitedOut();
  }

  async function giveBack(): Promise<void> {
    isReleased = true;
    const client = held;
    if (!client) return;
    held = null;
    let isBroken = false;
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    } catch {
      // The session is gone or going: destroying it frees the lock all the same.
      isBroken = true;
    } finally {
      client.release(isBroken);
    }
  }

  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    confirm: () => queued(ask),
    isLeader: () => held !== null,
    release: () => queued(giveBack),
  };
}
