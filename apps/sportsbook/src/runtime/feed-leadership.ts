import type pg from 'pg';
import { advisoryLockKeys } from '@casino/contract/advisory-locks';

/** The advisory lock key of the sportsbook's feed leader (its migration lock uses another). */
export const feedLeaderLockKey = advisoryLockKeys.sportsbookFeedLeader;

export interface FeedLeadership {
  /** Campaigns (without a connection, PGlite: leads at once, there is only this process). */
  start(): Promise<void>;
  /** Stops leading, gives the lock back and closes its connection. */
  stop(): Promise<void>;
  isLeader(): boolean;
}

interface Options {
  /** A connection of its own for the lock; null on PGlite. */
  connect: (() => Promise<pg.Client>) | null;
  lead: () => Promise<void>;
  stepDown: () => Promise<void>;
  report: (error: unknown, what: string) => void;
  intervalMs?: number;
}

/**
 * Exactly one sportsbook instance runs the simulated feed and the settlements: the one holding a
 * session-level advisory lock on a connection of its own. The others try every `intervalMs`; when the
 * leader dies its connection closes, PostgreSQL releases the lock and one of them takes over after
 * waiting two intervals (so a leader that lost its connection without dying has noticed and stopped).
 * The leader checks its connection every interval: lost, it steps down at once and campaigns again.
 */
export function createFeedLeadership(options: Options): FeedLeadership {
  const { connect, report } = options;
  const intervalMs = options.intervalMs ?? 1000;
  let isLeading = false;
  let isStopped = false;
  let client: pg.Client | null = null;
  let campaign: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  const lead = async () => {
    isLeading = true;
    await options.lead().catch((error: unknown) => report(error, 'feed leader failed to start'));
  };
  const stepDown = async () => {
    if (!isLeading) return;
    isLeading = false;
    await options.stepDown().catch((error: unknown) => report(error, 'feed leader failed to stop'));
  };
  const dropClient = async () => {
    const old = client;
    client = null;
    await old?.end().catch(() => undefined);
  };

  async function round(open: () => Promise<pg.Client>) {
    try {
      if (!client) {
        const fresh = await open();
        fresh.on('error', (error) => report(error, 'feed leader lock connection lost'));
        client = fresh;
      }
      if (isLeading) {
        await client.query('SELECT 1');
        return;
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        feedLeaderLockKey,
      ]);
      if (!rows[0]?.locked || isStopped) return;
      await new Promise((resolve) => setTimeout(resolve, 2 * intervalMs));
      await client.query('SELECT 1');
      if (!isStopped) await lead();
    } catch (error) {
      report(error, 'feed leader lock connection failed');
      await stepDown();
      await dropClient();
    }
  }

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return {
    async start() {
      isStopped = false;
      if (!connect) return lead();
      await round(connect);
      campaign ??= (async () => {
        while (!isStopped) {
          await sleep();
          wake = null;
          if (!isStopped) await round(connect);
        }
      })();
    },
    async stop() {
      isStopped = true;
      wake?.();
      await campaign;
      campaign = null;
      await stepDown();
      // Closing the session gives the lock back: another instance takes over on its next try.
      await dropClient();
    },
    isLeader: () => isLeading,
  };
}
