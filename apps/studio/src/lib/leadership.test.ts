import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeadership, type Leadership } from './leadership';

const serverUrl = process.env.DATABASE_URL;
const isPostgres = !!serverUrl && /^postgres(ql)?:\/\//.test(serverUrl);
const silent = { info() {}, warn() {}, error() {} } as never;

function recordingDuty(name: string) {
  const events: string[] = [];
  return {
    events,
    duty: {
      name,
      start() {
        events.push('start');
      },
      async stop() {
        events.push('stop');
      },
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const begun = Date.now();
  while (!condition()) {
    if (Date.now() - begun > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - begun;
}

describe('leadership without PostgreSQL (PGlite: one process)', () => {
  it('leads at once and runs its duties until stopped', async () => {
    const { events, duty } = recordingDuty('loop');
    const leadership = createLeadership({ connect: null, log: silent });
    leadership.add(duty);
    await leadership.start();
    expect(leadership.isLeader()).toBe(true);
    await leadership.stop();
    expect(events).toEqual(['start', 'stop']);
  });
});

describe.skipIf(!isPostgres)(
  'leader election through an advisory lock (needs DATABASE_URL: PostgreSQL)',
  () => {
    // A key of this run's own, so parallel runs on one server do not meet.
    const key = randomInt(1_000_000, 2_000_000_000);
    const sessions: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      sessions.push(client);
      return client;
    };
    const started: Leadership[] = [];
    afterEach(async () => {
      await Promise.all(started.splice(0).map((leadership) => leadership.stop()));
    });

    function candidate() {
      const recorded = recordingDuty('loop');
      const leadership = createLeadership({ connect, log: silent, intervalMs: 200, key });
      leadership.add(recorded.duty);
      started.push(leadership);
      return { leadership, events: recorded.events };
    }

    it('exactly one of two instances leads; when its connection dies the other takes over within seconds', async () => {
      const a = candidate();
      const b = candidate();
      await Promise.all([a.leadership.start(), b.leadership.start()]);
      const leaders = [a, b].filter((one) => one.leadership.isLeader());
      expect(leaders).toHaveLength(1);
      const [leader, follower] = a.leadership.isLeader() ? [a, b] : [b, a];
      expect(follower.events).toEqual([]);

      // The leader's process dies: its session ends and the server releases the lock.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ pid: number }>(
          "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1::bigint % 4294967296",
          [key],
        );
        expect(rows).toHaveLength(1);
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      } finally {
        await admin.end();
      }
      const tookMs = await until(() => follower.leadership.isLeader(), 5_000);
      expect(tookMs).toBeLessThan(5_000);
      expect(follower.events).toEqual(['start']);
      // The old leader noticed its lock was gone and stopped its duties: never two at once for long.
      await until(() => !leader.leadership.isLeader(), 5_000);
      expect(leader.events).toEqual(['start', 'stop']);
    });

    it('a leader that stops hands over: the other leads on its next try', async () => {
      const a = candidate();
      await a.leadership.start();
      expect(a.leadership.isLeader()).toBe(true);
      const b = candidate();
      await b.leadership.start();
      expect(b.leadership.isLeader()).toBe(false);
      await a.leadership.stop();
      await until(() => b.leadership.isLeader(), 5_000);
      expect(b.events).toEqual(['start']);
    });
  },
);
