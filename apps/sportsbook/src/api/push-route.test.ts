import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { SportsbookDbHandle } from '../db/client.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { launchFor, startSportsbookApp, type StartedSportsbook } from '../test/sportsbook-app.js';
import { createTestDatabase } from '../test/test-db.js';

let t = Date.parse('2026-11-27T20:00:00Z');
let handle: SportsbookDbHandle;
let wallet: FakeWallet;
let sb: StartedSportsbook;
let base: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  sb = await startSportsbookApp(handle, wallet, () => new Date(t));
  await sb.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(sb.app.server.address() as AddressInfo).port}/sportsbook-api/api/push`;
});
afterAll(async () => {
  await sb.app.close();
  await sb.runtime.close();
  await wallet.close();
  await handle.close();
});

type Pushed = {
  event: { id: string; status: string; clockSeconds: number | null };
  markets: Array<{ type: string; version: number; status: string; outcomes: Array<{ odds: number }> }>;
};

/** A socket and what it received, parsed. */
async function connect(session: string) {
  const socket = new WebSocket(`${base}?session=${encodeURIComponent(session)}`);
  const received: Pushed[] = [];
  socket.on('message', (raw: Buffer) => received.push(JSON.parse(raw.toString('utf8')) as Pushed));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, received };
}

async function until(condition: () => boolean, timeoutMs = 3_000) {
  const begun = Date.now();
  while (!condition()) {
    if (Date.now() - begun > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the push channel', () => {
  it('refuses a socket without a session', async () => {
    const socket = new WebSocket(`${base}?session=${'x'.repeat(30)}`);
    const status = await new Promise<number>((resolve) =>
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });

  it('sends a followed event at once, then its odds and status changes; the lobby gets main markets', async () => {
    const session = await launchFor(sb.app, wallet, { playerId: 'pushy' });
    const follower = await connect(session);
    const lobby = await connect(session);
    const event = sb.runtime.feed
      .events()
      .find((e) => e.sport === 'football' && e.kind !== 'outright' && e.status === 'not_started')!;
    follower.socket.send(JSON.stringify({ subscribe: [event.id] }));
    lobby.socket.send(JSON.stringify({ lobby: true }));
    await until(() => follower.received.length === 1);
    const first = follower.received[0]!;
    expect(first.event).toMatchObject({ id: event.id, status: 'not_started' });
    const before = first.markets.find((m) => m.type === '1x2')!;

    // Kick-off then play: bet stops and live odds, pushed coalesced as the event's markets now stand.
    const oddsOf = (m: Pushed) =>
      m.markets.find((market) => market.type === '1x2')?.outcomes.map((o) => o.odds);
    const isMoved = (m: Pushed) => m.event.status === 'live' && `${oddsOf(m)}` !== `${oddsOf(first)}`;
    for (let step = 0; step < 20 && !follower.received.some((m) => isMoved(m) && oddsOf(m)); step += 1) {
      t = event.startTime + 5_000 + step * 3_000;
      await sb.runtime.tick();
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const moved = follower.received.find((m) => isMoved(m) && oddsOf(m))!;
    expect(moved.event.clockSeconds).toBeGreaterThan(0);
    expect(moved.markets.find((m) => m.type === '1x2')!.version).toBeGreaterThan(before.version);

    await until(() => lobby.received.some((m) => m.event.id === event.id && m.event.status === 'live'));
    const lobbyNews = lobby.received.filter((m) => m.event.id === event.id);
    expect(lobbyNews.every((m) => m.markets.every((market) => market.type === '1x2'))).toBe(true);
    follower.socket.close();
    lobby.socket.close();
  });
});
