/**
 * Wakes a polling loop early: a bet answered in this process calls notify(), so its facts are made
 * and projected at once instead of at the next poll. Other processes' bets are seen by the poll.
 */
export interface WakeSignal {
  notify(): void;
  /** Resolves on the next notify() or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void>;
}

export function createWakeSignal(): WakeSignal {
  let pending = false;
  let wake: (() => void) | null = null;
  return {
    notify() {
      pending = true;
      wake?.();
    },
    wait(ms) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = null;
          pending = false;
          resolve();
        }
        wake = done;
      });
    },
  };
}
