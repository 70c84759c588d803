import { describe, expect, it } from 'vitest';
import { createWakeSignal } from '../wager-facts/wake-signal';
import { createJobRunner, retryDelayMs, type JobRunner } from './job-runner';
import { soleProcessLeadership } from './leadership';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Logs kept in memory, so a test can say what was logged. */
function memoryLog() {
  const lines: { level: string; object: object; message: string }[] = [];
  return {
    lines,
    warn: (object: object, message: string) => lines.push({ level: 'warn', object, message }),
    error: (object: object, message: string) => lines.push({ level: 'error', object, message }),
  };
}

function timers(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
}

async function until(check: () => boolean, timeoutMs = 3_000) {
  for (const started = Date.now(); !check(); await sleep(5))
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
}

function runnerOf(log = memoryLog()): JobRunner {
  return createJobRunner({ leadership: soleProcessLeadership(), log });
}

describe('the job runner', () => {
  it('never runs a slow job twice at once, however often it is due or woken', async () => {
    const timersBefore = timers();
    const runner = runnerOf();
    const wake = createWakeSignal();
    let running = 0;
    let mostAtOnce = 0;
    runner.register({
      name: 'slow',
      scope: 'every-instance',
      everyMs: 5,
      wake,
      run: async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(40);
        running -= 1;
      },
    });
    runner.start();
    // Woken every 2 ms and due every 5 ms, for a run that takes 40 ms.
    const storm = setInterval(() => wake.notify(), 2);
    await until(() => runner.metrics().jobs[0]!.runs >= 4);
    clearInterval(storm);
    await runner.stop();
    expect(mostAtOnce).toBe(1);
    expect(running).toBe(0);
    const [slow] = runner.metrics().jobs;
    expect(slow).toMatchObject({ name: 'slow', failures: 0, isRunning: false });
    expect(slow!.lastDurationMs).toBeGreaterThanOrEqual(35);
    expect(slow!.lastSuccessAt).not.toBeNull();
    expect(timers()).toBeLessThanOrEqual(timersBefore);
  });

  it('runs a woken job at once, but never sooner than its least gap after the last run', async () => {
    const runner = runnerOf();
    const wake = createWakeSignal();
    const startedAt: number[] = [];
    runner.register({
      name: 'woken',
      scope: 'every-instance',
      everyMs: 600_000,
      minGapMs: 50,
      wake,
      run: async () => {
        startedAt.push(Date.now());
      },
    });
    runner.start();
    await until(() => startedAt.length === 1);
    wake.notify();
    await until(() => startedAt.length === 2);
    wake.notify();
    await until(() => startedAt.length === 3);
    await runner.stop();
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(45);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(45);
    // Well before its 10-minute schedule: the wake-ups ran it.
    expect(startedAt[2]! - startedAt[0]!).toBeLessThan(2_000);
  });

  it('retries a failing job after a doubling wait, logs each failure and counts them', async () => {
    const log = memoryLog();
    const runner = runnerOf(log);
    const attempts: number[] = [];
    runner.register({
      name: 'flaky',
      scope: 'leader',
      everyMs: 600_000,
      retry: { baseMs: 40, maxMs: 1_000 },
      run: async () => {
        attempts.push(Date.now());
        if (attempts.length <= 3) throw new Error(`down ${attempts.length}`);
      },
    });
    runner.start();
    await until(() => runner.metrics().jobs[0]!.lastSuccessAt !== null);
    expect(runner.metrics().jobs[0]).toMatchObject({ runs: 4, failures: 3, failuresInARow: 0 });
    await runner.stop();
    const waits = attempts.slice(1).map((at, i) => at - attempts[i]!);
    // 40, 80, 160 ms (timers fire late, never early).
    expect(waits[0]).toBeGreaterThanOrEqual(38);
    expect(waits[1]).toBeGreaterThanOrEqual(78);
    expect(waits[2]).toBeGreaterThanOrEqual(158);
    expect(log.lines.filter((line) => line.message === 'job failed')).toHaveLength(3);
    expect(log.lines[2]!.object).toMatchObject({ job: 'flaky', failuresInARow: 3 });
    expect(runner.metrics().jobs[0]!.lastFailureAt).not.toBeNull();
  });

  it('caps the retry wait, and starts from the base again after a success', () => {
    const job = { retry: { baseMs: 1_000, maxMs: 30_000 } };
    expect([1, 2, 3, 5, 6, 40].map((n) => retryDelayMs(job, n))).toEqual([
      1_000, 2_000, 4_000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs({}, 1)).toBe(1_000);
  });

  it('stops cleanly: waits for the run in flight, starts no other, leaves no timer', async () => {
    const timersBefore = timers();
    const runner = runnerOf();
    let finished = 0;
    let laterRuns = 0;
    runner.register({
      name: 'in-flight',
      scope: 'leader',
      everyMs: 1,
      run: async () => {
        await sleep(50);
        finished += 1;
      },
    });
    runner.register({
      name: 'not-yet-due',
      scope: 'every-instance',
      everyMs: 600_000,
      runAtStart: false,
      run: async () => {
        laterRuns += 1;
      },
    });
    runner.start();
    await until(() => runner.metrics().jobs[0]!.isRunning);
    await runner.stop();
    expect(finished).toBe(1);
    expect(laterRuns).toBe(0);
    await sleep(30);
    expect(finished).toBe(1);
    expect(runner.metrics().isLeader).toBe(false);
    expect(timers()).toBeLessThanOrEqual(timersBefore);
    // Stopping twice is no error.
    await runner.stop();
  });

  it('refuses a job registered twice or after start', () => {
    const runner = runnerOf();
    const job = { name: 'once', scope: 'leader' as const, everyMs: 1_000, run: async () => {} };
    runner.register(job);
    expect(() => runner.register(job)).toThrow('registered twice');
    runner.start();
    expect(() => runner.register({ ...job, name: 'late' })).toThrow('after start');
    return runner.stop();
  });
});
