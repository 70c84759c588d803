import type { RetryTimer } from '../plugin';
import type { TableTimers } from '../tables/table-loop';

/** Table timers a test fires by hand: each firing waits for the step it starts. */
export function manualTableTimers() {
  const pending: (() => Promise<void>)[] = [];
  const timers: TableTimers = {
    set: (callback) => {
      pending.push(callback);
      return callback;
    },
    clear: (handle) => {
      const index = pending.indexOf(handle as () => Promise<void>);
      if (index >= 0) pending.splice(index, 1);
    },
  };
  /** Fires every timer due now (one per table): closes, deals, draws or opens the next rounds. */
  async function fireAll() {
    await Promise.all(pending.splice(0).map((callback) => callback()));
  }
  return { timers, fireAll };
}

/** The studio's retry timer, run by hand: `runPass` sends what is owed once and waits for it. */
export function manualRetryTimer() {
  let pass: (() => Promise<void>) | null = null;
  const timer: RetryTimer = {
    every: (_ms, step) => {
      pass = step;
      return () => {
        pass = null;
      };
    },
  };
  async function runPass() {
    if (!pass) throw new Error('the retrier is not running');
    await pass();
  }
  return { timer, runPass };
}

/** A clock a test moves forward, so a retry's backoff has passed without waiting for it. */
export function offsetClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
