import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { StudioDbHandle } from '../db/client';
import { createRedisBus, type LiveBus } from '../lib/live-feed';
import { startFakePlatform } from '../test/fake-platform';
import { testRedisAnswers, testRedisUrl } from '../test/redis';
import { launch, studioHeaders, testSecret } from '../test/studio-app';
import { startStudioInstances } from '../test/studio-instances';

/*
 * Two studio instances on one PostgreSQL database and one Redis: a player whose socket and requests
 * reach the instance that does not lead watches the leader's roulette rounds there and bets there,
 * over HTTP and over the socket; the bets are placed on the leader's table, settled once, and the
 * results reach the player's socket once. Needs DATABASE_URL (PostgreSQL) and Redis (TEST_REDIS_URL,
 * else database 5 on 127.0.0.1:6379).
 */
const serverUrl = process.env.DATABASE_URL;
const isPostgres = !!serverUrl && /^postgres(ql)?:\/\//.test(serverUrl);
const hasRedis = isPostgres && (await testRedisAnswers());
if (!isPostgres) console.warn('table fan-out test skipped: DATABASE_URL names no PostgreSQL server');
else if (!hasRedis)
  console.warn(`table fan-out test skipped: no Redis answers at ${new URL(testRedisUrl).host}`);

type Message = { type: string; [key: string]: unknown };

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined> | T | null | undefined,
  timeoutMs = 10_000,
) {
  const begun = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() - begun > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!hasRedis)('a table watched and played through the instance that does not lead', () => {
  const name = `fanout_tables_${randomBytes(5).toString('hex')}`;
  const handles: StudioDbHandle[] = [];
  const buses: LiveBus[] = [];
  const apps: FastifyInstance[] = [];
  let platform: Awaited<ReturnType<typeof startFakePlatform>>;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    platform = await startFakePlatform({ secret: testSecret, balance: 100_000n });
    const started = await startStudioInstances(url.toString(), 2, (app) => {
      const bus = createRedisBus(testRedisUrl, { prefix: `${name}:`, log: app.log });
      buses.push(bus);
      return {
        platformUrl: platform.url,
        liveBus: bus,
        crash: { enabled: false },
        tables: { enabled: true, timing: { bettingMs: 3_000, pauseMs: 300 } },
      };
    });
    apps.push(...started.apps);
    handles.push(...started.handles);
    for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await platform?.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('shows the leader’s rounds, takes bets over HTTP and the socket, and settles each once', async () => {
    const leads = async (app: FastifyInstance) =>
      (await app.inject({ url: '/studio/leader' })).statusCode === 200;
    const leaderIndex = await until('a leader', async () =>
      (await leads(apps[0]!)) ? 0 : (await leads(apps[1]!)) ? 1 : null,
    );
    const follower = apps[1 - leaderIndex]!;

    const { token } = await launch(follower, 'nova-roulette');
    expect(
      (await follower.inject({ url: '/studio/api/session', headers: studioHeaders(token) })).statusCode,
    ).toBe(200);
    const { port } = follower.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/studio/tables/nova-roulette/ws`);
    const messages: Message[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8')) as Message));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await until('authed', () => messages.find((message) => message.type === 'authed'));

    // A fresh betting round, seen through the follower (the leader's state reached it over Redis).
    const seenBefore = messages.length;
    const opened = await until('a round taking bets', () => {
      const states = messages.slice(seenBefore).filter((message) => message.type === 'state');
      const last = states[states.length - 1]?.state as { phase: string; roundId: string } | undefined;
      return last?.phase === 'betting' ? last : null;
    });
    const followerState = (await follower.inject({ url: '/studio/tables/nova-roulette/state' })).json().data;
    expect(followerState).toMatchObject({ phase: 'betting', roundId: opened.roundId });

    const overHttp = await follower.inject({
      method: 'POST',
      url: '/studio/api/tables/bets',
      headers: studioHeaders(token),
      payload: { bets: [{ spot: 'red', amount: '100' }] },
    });
    expect(overHttp.statusCode).toBe(200);
    expect(overHttp.json().data).toMatchObject({ tableRoundId: opened.roundId, stake: '100' });
    socket.send(JSON.stringify({ type: 'bet', ref: 's1', bets: [{ spot: 'black', amount: '200' }] }));
    expect(
      await until('bet_placed', () => messages.find((message) => message.type === 'bet_placed')),
    ).toMatchObject({
      ref: 's1',
      tableRoundId: opened.roundId,
      stake: '200',
    });
    // A refusal of the leader comes back with its code.
    socket.send(JSON.stringify({ type: 'bet', ref: 's2', bets: [{ spot: 'red', amount: '0' }] }));
    expect(await until('error', () => messages.find((message) => message.type === 'error'))).toMatchObject({
      ref: 's2',
      code: 'validation_error',
    });

    const result = await until('the result', () =>
      messages.find((message) => message.type === 'result' && message.roundId === opened.roundId),
    );
    const { pocket } = result.outcome as { pocket: number };
    await until('both settlements', () =>
      messages.filter((message) => message.type === 'settled').length >= 2 ? true : null,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.close();

    const settled = messages
      .filter((message) => message.type === 'settled')
      .map((message) => message.bet as { stake: string; payout: string });
    const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    const payoutOf = (stake: string, isRed: boolean) =>
      pocket !== 0 && red.has(pocket) === isRed ? String(Number(stake) * 2) : '0';
    expect(settled.sort((a, b) => Number(a.stake) - Number(b.stake))).toMatchObject([
      { stake: '100', payout: payoutOf('100', true) },
      { stake: '200', payout: payoutOf('200', false) },
    ]);
    expect(
      messages.filter((message) => message.type === 'result' && message.roundId === opened.roundId),
    ).toHaveLength(1);
    // On the platform: two bets, each closed by one win.
    expect(platform.state.bets).toHaveLength(2);
    expect(platform.state.wins).toHaveLength(2);
    expect(new Set(platform.state.wins.map((win) => win.roundId)).size).toBe(2);
  }, 30_000);
});
