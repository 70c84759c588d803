import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { advisoryLockKeys } from '@casino/contract/advisory-locks';

/** Something only the leader runs (a shared round loop, the retry pass): started and stopped by it. */
export interface Duty {
  name: string;
  start(): Promise<void> | void;
  stop(): Promise<void>;
}

export interface Leadership {
  /** Adds a duty; started at once when this instance already leads. */
  add(duty: Duty): void;
  /** Starts campaigning (on PGlite: leads at once, there is only this process). */
  start(): Promise<void>;
  /** Stops every duty, gives the lock back and closes its connection. */
  stop(): Promise<void>;
  isLeader(): boolean;
}

/** The advisory lock key of the studio's leader (the migration locks use other keys). */
export const studioLeaderLockKey = advisoryLockKeys.studioLeader;

/**
 * The duties and whether they run: started in order when leading, stopped in reverse order on stepping
 * down, starts and stops one after another, never overlapping. A duty that fails to start or stop is
 * logged and the others go on.
 */
function createDutyRoster(log: FastifyBaseLogger) {
  const duties: Duty[] = [];
  let isLeading = false;
  let changing: Promise<void> = Promise.resolve();

  const serially = (work: () => Promise<void>) => {
    changing = changing.then(work, work);
    return changing;
  };

  async function startDuty(duty: Duty) {
    try {
      await duty.start();
    } catch (error) {
      log.error({ err: error, duty: duty.name }, 'leader duty failed to start');
    }
  }

  return {
    isLeading: () => isLeading,
    add(duty: Duty) {
      duties.push(duty);
      if (isLeading) void serially(() => startDuty(duty));
    },
    lead: () =>
      serially(async () => {
        isLeading = true;
        for (const duty of duties) await startDuty(duty);
      }),
    stepDown: () =>
      serially(async () => {
        if (!isLeading) return;
        isLeading = false;
        for (const duty of [...duties].reverse()) {
          await duty
            .stop()
            .catch((error: unknown) =>
              log.error({ err: error, duty: duty.name }, 'leader duty failed to stop'),
            );
        }
      }),
  };
}

/** The lock's connection. One that dies while idle emits 'error': the next check notices and steps down. */
async function openWatched(open: () => Promise<pg.Client>, log: FastifyBaseLogger): Promise<pg.Client> {
  const fresh = await open();
  fresh.on('error', (error) => log.warn({ err: error }, 'leader lock connection lost'));
  return fresh;
}

/** A pause of `ms` that `wake` ends early, so that stopping does not wait out a whole interval. */
function pause(ms: number): { done: Promise<void>; wake: () => void } {
  let wake = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { done, wake };
}

/**
 * Exactly one studio instance drives the shared rounds (crash, the tables) and the retry pass: the one
 * holding a session-level PostgreSQL advisory lock on a connection of its own. The others try again
 * every `intervalMs`; when the leader dies its connection closes, the server releases the lock and
 * one of them takes over within about three `intervalMs` (it waits two, so that a leader that lost its
 * connection without dying has stopped its loops), its loops first recovering what the old leader
 * left open (recover-crash.ts cancels and refunds the round that never crashed; a table draws it).
 * The leader checks its connection every `intervalMs` too: lost, it stops its duties at once (it no
 * longer holds the lock) and campaigns again. Without `connect` (PGlite, one process) it leads.
 */
export function createLeadership(options: {
  connect: (() => Promise<pg.Client>) | null;
  log: FastifyBaseLogger;
  intervalMs?: number;
  key?: number;
}): Leadership {
  const { connect, log } = options;
  const intervalMs = options.intervalMs ?? 1000;
  const takeoverDelayMs = 2 * intervalMs;
  const key = options.key ?? studioLeaderLockKey;
  const roster = createDutyRoster(log);
  let isStopped = false;
  let client: pg.Client | null = null;
  let campaign: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function dropClient() {
    const old = client;
    client = null;
    await old?.end().catch(() => undefined);
  }

  async function round(open: () => Promise<pg.Client>) {
    try {
      client ??= await openWatched(open, log);
      if (roster.isLeading()) {
        await client.query('SELECT 1');
        return;
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        key,
      ]);
      if (rows[0]?.locked && !isStopped) {
        // An old leader that lost the lock without dying may not have noticed yet (it checks every
        // intervalMs): wait out two of its checks, so its loops stop before ours recover and go on.
        await new Promise((resolve) => setTimeout(resolve, takeoverDelayMs));
        await client.query('SELECT 1');
        if (isStopped) return;
        log.info('this studio instance leads the shared rounds');
        await roster.lead();
      }
    } catch (error) {
      log.warn({ err: error }, 'leader lock connection failed');
      if (roster.isLeading()) {
        log.error('this studio instance lost the lead: its shared rounds stop');
        await roster.stepDown();
      }
      await dropClient();
    }
  }

  return {
    add: (duty) => roster.add(duty),
    async start() {
      isStopped = false;
      if (!connect) {
        await roster.lead();
        return;
      }
      const open = connect;
      await round(open);
      campaign ??= (async () => {
        while (!isStopped) {
          const waiting = pause(intervalMs);
          wake = waiting.wake;
          await waiting.done;
          wake = null;
          if (!isStopped) await round(open);
        }
      })();
    },
    async stop() {
      isStopped = true;
      wake?.();
      await campaign;
      campaign = null;
      await roster.stepDown();
      // Closing the session gives the lock back: another instance takes over on its next try.
      await dropClient();
    },
    isLeader: () => roster.isLeading(),
  };
}
