import { growthPerMs } from '@casino/fair/crash/crash-curve';

/** The crash loop's knobs; tests shorten the chain and drive the clock themselves. */
export interface CrashClock {
  now(): number;
  /** Runs `step` every `ms` until the returned function is called; a step never overlaps the next. */
  every(ms: number, step: () => Promise<void>): () => void;
}

export const realClock: CrashClock = {
  now: () => Date.now(),
  every(ms, step) {
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      running ??= step().finally(() => {
        running = null;
      });
    }, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

export interface CrashSettings {
  /** false: no loop runs (the history route still answers); tests of other parts do not need it. */
  enabled: boolean;
  /** Rounds per chain: 1,000,000 rounds of ~20 s last about seven months. */
  chainLength: number;
  checkpointEvery: number;
  /**
   * Public salt of the HMAC: published with the chain's terminating hash. Ideally chosen after the
   * hash is published (bustabit used a bitcoin block not yet mined), so nobody could pick the chain.
   */
  salt: string;
  bettingMs: number;
  pauseMs: number;
  tickMs: number;
  growthPerMs: number;
  clock: CrashClock;
}

export const defaultCrashSettings: CrashSettings = {
  enabled: true,
  chainLength: 1_000_000,
  checkpointEvery: 10_000,
  salt: 'nova-studio-crash-2026',
  bettingMs: 5_000,
  pauseMs: 3_000,
  tickMs: 100,
  growthPerMs,
  clock: realClock,
};

export type CrashOptions = Partial<CrashSettings>;
