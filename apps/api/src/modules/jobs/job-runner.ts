import { loggableError } from '../../lib/loggable-error';
import { createWakeSignal, type WakeSignal } from '../wager-facts/wake-signal';
import type { Leadership } from './leadership';

/**
 * `leader`: one process at a time runs it, the one that holds the jobs' advisory lock (work that two
 * copies would do twice, or that gains nothing from two). `every-instance`: each process runs its own
 * copy, because the job shares its work through row locks and receipts and is woken by what this
 * process answered (the outbox consumers).
 */
export type JobScope = 'leader' | 'every-instance';

export interface JobDefinition {
  /** kebab-case, unique in a runner: the name in logs and in /health. */
  name: string;
  scope: JobScope;
  /** The wait between the end of a run and the start of the next. */
  everyMs: number;
  /** false: the first run comes everyMs after start instead of at once. */
  runAtStart?: boolean;
  /** Something that wakes the job before everyMs has passed (a bet answered in this process). */
  wake?: WakeSignal;
  /** The least time between the end of a run and the start of the next, however often it is woken. */
  minGapMs?: number;
  /** After a failure the next run comes after baseMs, doubling per failure in a row up to maxMs. */
  retry?: { baseMs?: number; maxMs?: number };
  run: () => Promise<unknown>;
}

export interface JobMetrics {
  name: string;
  scope: JobScope;
  /** Runs finished (failed or not) since this process started. */
  runs: number;
  failures: number;
  /** Failures since the last success: the retry wait doubles with each. */
  failuresInARow: number;
  isRunning: boolean;
  lastDurationMs: number | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
}

export interface JobRunner {
  /** Adds a job; before start() only. */
  register(job: JobDefinition): void;
  start(): void;
  /** Stops every loop, waits for the runs in flight and gives the leadership back. Idempotent. */
  stop(): Promise<void>;
  metrics(): { isLeader: boolean; jobs: JobMetrics[] };
}

export const defaultRetry = { baseMs: 1_000, maxMs: 5 * 60_000 };

/** How often a leader job asks again while its process waits out a takeover. */
const takeoverPollMs = 100;

export function retryDelayMs(job: Pick<JobDefinition, 'retry'>, failuresInARow: number): number {
  const baseMs = job.retry?.baseMs ?? defaultRetry.baseMs;
  const maxMs = job.retry?.maxMs ?? defaultRetry.maxMs;
  return Math.min(baseMs * 2 ** Math.max(0, failuresInARow - 1), maxMs);
}

interface JobState {
  job: JobDefinition;
  wake: WakeSignal;
  metrics: JobMetrics;
}

export interface JobRunnerOptions {
  leadership: Leadership;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

const freshMetrics = (job: JobDefinition): JobMetrics => ({
  name: job.name,
  scope: job.scope,
  runs: 0,
  failures: 0,
  failuresInARow: 0,
  isRunning: false,
  lastDurationMs: null,
  lastSuccessAt: null,
  lastFailureAt: null,
});

/** Waits that nothing but `endAll` (at stop) shortens: a retry's back-off, a woken job's least gap. */
function createPauses() {
  const sleepers = new Set<() => void>();
  return {
    pause: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        }
        sleepers.add(done);
      }),
    endAll() {
      for (const done of [...sleepers]) done();
    },
  };
}

/** One run of a job, counted in its metrics; a failure is logged and answers false. */
async function runOnce(state: JobState, log: JobRunnerOptions['log']): Promise<boolean> {
  const { metrics } = state;
  const startedAt = Date.now();
  metrics.isRunning = true;
  try {
    await state.job.run();
    metrics.failuresInARow = 0;
    metrics.lastSuccessAt = new Date().toISOString();
    return true;
  } catch (error) {
    metrics.failures += 1;
    metrics.failuresInARow += 1;
    metrics.lastFailureAt = new Date().toISOString();
    log.error(
      { err: loggableError(error), job: state.job.name, failuresInARow: metrics.failuresInARow },
      'job failed',
    );
    return false;
  } finally {
    metrics.isRunning = false;
    metrics.runs += 1;
    metrics.lastDurationMs = Date.now() - startedAt;
  }
}

/**
 * Runs each job in a loop of its own: run, wait, run again, so a run never overlaps the previous one
 * of the same job, however slow it is or however often it is woken. Nothing runs before start():
 * building an app (every test does) starts no timer, and stop() leaves none behind.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const states = new Map<string, JobState>();
  const loops: Promise<void>[] = [];
  let isStarted = false;
  let isStopped = false;
  let stopping: Promise<void> | null = null;

  const pauses = createPauses();
  const pause = pauses.pause;

  async function mayRun(state: JobState): Promise<boolean> {
    if (state.job.scope === 'every-instance') return true;
    try {
      return await options.leadership.confirm();
    } catch (error) {
      options.log.warn({ err: loggableError(error), job: state.job.name }, 'job leader lock not reachable');
      return false;
    }
  }

  async function loop(state: JobState): Promise<void> {
    const { job } = state;
    if (job.runAtStart === false) await state.wake.wait(job.everyMs);
    while (!isStopped) {
      let succeeded = true;
      if (await mayRun(state)) {
        if (isStopped) break;
        succeeded = await runOnce(state, options.log);
      } else if (options.leadership.isLeader()) {
        // This process holds the lock but is still waiting out its takeover (leadership.ts): its turn
        // comes within moments, not one period later.
        await pause(takeoverPollMs);
        continue;
      }
      if (isStopped) break;
      if (!succeeded) {
        // Wake-ups do not shorten a back-off: a failing job is not hammered by a stream of bets.
        await pause(retryDelayMs(job, state.metrics.failuresInARow));
        continue;
      }
      const gapMs = Math.min(job.minGapMs ?? 0, job.everyMs);
      if (gapMs > 0) await pause(gapMs);
      if (!isStopped) await state.wake.wait(job.everyMs - gapMs);
    }
  }

  return {
    register(job) {
      if (isStarted) throw new Error(`job ${job.name} registered after start`);
      if (states.has(job.name)) throw new Error(`job ${job.name} registered twice`);
      states.set(job.name, {
        job,
        wake: job.wake ?? createWakeSignal(),
        metrics: freshMetrics(job),
      });
    },
    start() {
      if (isStarted) return;
      isStarted = true;
      for (const state of states.values()) loops.push(loop(state));
    },
    stop() {
      stopping ??= (async () => {
        isStopped = true;
        pauses.endAll();
        for (const state of states.values()) state.wake.notify();
        await Promise.all(loops);
        await options.leadership.release();
      })();
      return stopping;
    },
    metrics() {
      return {
        isLeader: options.leadership.isLeader(),
        jobs: [...states.values()].map((state) => ({ ...state.metrics })),
      };
    },
  };
}
