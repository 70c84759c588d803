import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../../db/client';
import { openPostgres } from '../../db/postgres';
import { adminQuery } from '../../test/test-db';
import { createJobRunner, type JobRunner } from './job-runner';
import { createLeadership, jobsLeaderLockKey } from './leadership';

/*
 * Several API processes on one PostgreSQL database, each with its own pool and runner: a leader job
 * runs in one of them only, and moves when that one stops or its session dies. Needs PostgreSQL
 * (DATABASE_URL); on PGlite, one process owns the database and always leads (job-runner.test.ts).
 */
const serverUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL!
  : null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, timeoutMs = 5_000) {
  for (const started = Date.now(); !check(); await sleep(10))
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
}

const quiet = { warn: () => {}, error: () => {} };

describe.skipIf(!serverUrl)('the jobs leader on PostgreSQL', () => {
  const name = `test_jobs_${randomBytes(6).toString('hex')}`;
  let url: string;
  const handles: DbHandle[] = [];
  const runners: JobRunner[] = [];
  let running = 0;
  let mostAtOnce = 0;

  /** One "instance": its own pool and runner, with one leader job that counts its runs. */
  function startInstance(label: string, runs: Map<string, number>) {
    const handle = openPostgres(url);
    handles.push(handle);
    // A new leader waits 500 ms before its first run: a hundred times this job's run, as timers lag on a
    // loaded machine, so a crashed leader's run in progress always ends before its successor's first.
    const leadership = createLeadership(handle.db, { log: quiet, takeoverMs: 500 });
    const runner = createJobRunner({ leadership, log: quiet });
    runner.register({
      name: 'singleton',
      scope: 'leader',
      everyMs: 10,
      run: async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(5);
        running -= 1;
        runs.set(label, (runs.get(label) ?? 0) + 1);
      },
    });
    runner.start();
    runners.push(runner);
    return runner;
  }

  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });

  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    for (const handle of handles) await handle.close();
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('runs a leader job in one instance only, and in the other once the first stops', async () => {
    const runs = new Map<string, number>();
    const first = startInstance('first', runs);
    await until('the first instance to lead', () => (runs.get('first') ?? 0) >= 3);
    const second = startInstance('second', runs);
    await sleep(200);
    expect(runs.get('second')).toBeUndefined();
    expect(first.metrics().isLeader).toBe(true);
    expect(second.metrics().isLeader).toBe(false);

    await first.stop();
    const firstRuns = runs.get('first');
    await until('the second instance to lead', () => (runs.get('second') ?? 0) >= 3);
    expect(runs.get('first')).toBe(firstRuns);
    expect(second.metrics().isLeader).toBe(true);
    expect(mostAtOnce).toBe(1);
  });

  it('replaces a leader whose database session died (a crashed process)', async () => {
    const runs = new Map<string, number>();
    // The second instance of the test above leads; this one follows.
    const third = startInstance('third', runs);
    await sleep(100);
    expect(runs.get('third')).toBeUndefined();

    // The leader's process dies without a word: its pool opens no connection again (a live process
    // would campaign at once and may win the lock back), and its session is ended from outside. pg_locks
    // covers the whole cluster, where other suites' databases hold the same key: this database's only.
    const [leaderHandle] = handles.splice(1, 1);
    const closing = leaderHandle!.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND objsubid = 1
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
        [jobsLeaderLockKey],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await closing;
    await until('the third instance to lead', () => (runs.get('third') ?? 0) >= 3);
    expect(third.metrics().isLeader).toBe(true);
    expect(runners[1]!.metrics().isLeader).toBe(false);
    expect(mostAtOnce).toBe(1);
  });
});
