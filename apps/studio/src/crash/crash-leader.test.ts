import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioDbHandle } from '../db/client';
import { crashRounds } from '../db/schema';
import { startFakePlatform } from '../test/fake-platform';
import { testSecret } from '../test/studio-app';
import { startStudioInstances } from '../test/studio-instances';

const serverUrl = process.env.DATABASE_URL;
const isPostgres = !!serverUrl && /^postgres(ql)?:\/\//.test(serverUrl);

async function adminQuery(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const begun = Date.now();
  while (!(await condition())) {
    if (Date.now() - begun > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/*
 * Two studio instances on one PostgreSQL database: one leader drives the crash rounds; when the
 * leader loses its lock the other takes over, cancels the round left open and goes on with the chain.
 * Before leader election both drove the loop and one failed on every seed insert.
 */
describe.skipIf(!isPostgres)(
  'crash rounds with two studio instances (needs DATABASE_URL: PostgreSQL)',
  () => {
    const name = `studio_leader_${randomBytes(6).toString('hex')}`;
    const handles: StudioDbHandle[] = [];
    const apps: FastifyInstance[] = [];
    let platform: Awaited<ReturnType<typeof startFakePlatform>>;

    beforeAll(async () => {
      await adminQuery(`CREATE DATABASE "${name}"`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      platform = await startFakePlatform({ secret: testSecret, balance: 100_000n });
      const started = await startStudioInstances(url.toString(), 2, () => ({
        platformUrl: platform.url,
        crash: {
          chainLength: 500,
          checkpointEvery: 100,
          bettingMs: 150,
          pauseMs: 50,
          tickMs: 20,
          growthPerMs: 0.02,
        },
        tables: { enabled: false },
      }));
      apps.push(...started.apps);
      handles.push(...started.handles);
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(handles.map((handle) => handle.close()));
      await platform?.close();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

    const leaderOf = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/studio/leader' })).statusCode === 200;
    const rounds = () => handles[0]!.db.select().from(crashRounds).orderBy(asc(crashRounds.roundNumber));

    it('one leader drives the rounds; after it loses the lock the other takes over and the chain goes on', async () => {
      await until(
        async () => (await rounds()).filter((round) => round.status === 'crashed').length >= 3,
        40_000,
      );
      const leading = await Promise.all(apps.map(leaderOf));
      expect(leading.filter(Boolean)).toHaveLength(1);
      const oldLeader = leading[0] ? 0 : 1;
      const heir = 1 - oldLeader;

      // The leader's lock session dies (as when its process is killed).
      const { rows } = await adminQuery(
        "SELECT pid FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND l.granted AND d.datname = $1",
        [name],
      );
      expect(rows).toHaveLength(1);
      await adminQuery('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await until(() => leaderOf(apps[heir]!), 5_000);
      await until(async () => !(await leaderOf(apps[oldLeader]!)), 5_000);
      const atTakeover = (await rounds()).length;
      await until(async () => (await rounds()).length >= atTakeover + 3, 30_000);

      const all = await rounds();
      // One chain, numbers without a gap or a double; every round but the open one finished once.
      expect(new Set(all.map((round) => round.chainId)).size).toBe(1);
      expect(all.map((round) => round.roundNumber)).toEqual(all.map((_, i) => i + 1));
      const finished = all.slice(0, -1);
      expect(finished.every((round) => round.status === 'crashed' || round.status === 'cancelled')).toBe(
        true,
      );
      expect(finished.filter((round) => round.status === 'cancelled').length).toBeLessThanOrEqual(1);
    }, 90_000);
  },
);
