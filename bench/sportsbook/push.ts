import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { sportsbookPlugin } from '../../apps/sportsbook/src/api/plugin';
import { buildSportsbookConfig } from '../../apps/sportsbook/src/config';
import { openSportsbookPglite } from '../../apps/sportsbook/src/db/client';
import { startSportsbook } from '../../apps/sportsbook/src/runtime/start-sportsbook';
import { startFakeWallet } from '../../apps/sportsbook/src/test/fake-wallet';
import { launchFor } from '../../apps/sportsbook/src/test/sportsbook-app';
import { createWalletClient } from '../../apps/sportsbook/src/wallet/wallet-client';
import { percentile } from '../ledger/stats';
import { openScreen, reportFlashes } from './screen';

const clientCount = Math.min(5_000, Math.max(1, Number(process.env.BENCH_CLIENTS ?? 1_000) || 1_000));
const steps = Math.min(1_000, Math.max(10, Number(process.env.BENCH_STEPS ?? 150) || 150));
const flushMs = 50;

/**
 * The simulated feed played fast (a second of match clock every 40 ms) while BENCH_CLIENTS sockets,
 * all on one session, follow the lobby and every event: messages delivered per second, and the lag from
 * the engine's tick (the odds change) to each socket: through the feed log in the database, the feed
 * state and the push hub (its coalescing window of 50 ms included). The clients run in
 * this process too, so the figures are a floor for the server alone. Beside them one real browser shows
 * the lobby (the built front end): the time from the odds change to a price flashing on its screen.
 */
export async function benchPush() {
  let t = Date.now();
  const wallet = await startFakeWallet();
  const database = await openSportsbookPglite(null);
  const runtime = await startSportsbook({
    config: buildSportsbookConfig({ SPORTSBOOK_MATCH_MS: '60000', SPORTSBOOK_LIVE_DELAY_MS: '0' }),
    secret: wallet.secret,
    providerCode: wallet.providerCode,
    platformUrl: wallet.url,
    database,
    wallet: createWalletClient({ ...wallet, platformUrl: wallet.url }),
    now: () => new Date(t),
  });
  const app = Fastify({ logger: false });
  await app.register(sportsbookPlugin, {
    prefix: '/sportsbook-api',
    runtime,
    secret: wallet.secret,
    providerCode: wallet.providerCode,
    pushFlushMs: flushMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const session = await launchFor(app, wallet, { playerId: 'bench' });
  // The first call exchanges the launch token; the sockets then share the session.
  const opened = await app.inject({
    url: '/sportsbook-api/api/session',
    headers: { 'x-sportsbook-session': session },
  });
  if (opened.statusCode !== 200) throw new Error(`no sportsbook session: ${opened.body}`);
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/sportsbook-api/api/push?session=${session}`;
  let lastTick = performance.now();
  let received = 0;
  const lags: number[] = [];
  const sockets = await Promise.all(
    Array.from({ length: clientCount }, async () => {
      const socket = new WebSocket(url);
      socket.on('message', () => {
        received += 1;
        lags.push(performance.now() - lastTick);
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      return socket;
    }),
  );
  const follow = () => {
    const subscribe = runtime.feed.events().map((event) => event.id);
    for (const socket of sockets) socket.send(JSON.stringify({ lobby: true, subscribe }));
  };
  follow();
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const screen = await openScreen(
    `${origin}/sportsbook-api/?launch=${await launchFor(app, wallet, { playerId: 'screen' })}&lang=en`,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  received = 0;
  lags.length = 0;
  await screen?.reset();
  const ticks: number[] = [];
  const started = performance.now();
  for (let step = 0; step < steps; step += 1) {
    t += 1_000;
    lastTick = performance.now();
    ticks.push(performance.timeOrigin + lastTick);
    await runtime.tick();
    if (step % 25 === 0) follow();
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  await new Promise((resolve) => setTimeout(resolve, 2 * flushMs));
  const seconds = (performance.now() - started) / 1000;
  lags.sort((a, b) => a - b);
  console.log(
    `push                   ${clientCount} sockets: ${received} messages in ${seconds.toFixed(1)} s, ${(received / seconds).toFixed(0)}/s delivered (${(received / seconds / clientCount).toFixed(1)}/s per socket); lag from the engine's odds change p50 ${percentile(lags, 0.5).toFixed(1)} ms, p95 ${percentile(lags, 0.95).toFixed(1)} ms, p99 ${percentile(lags, 0.99).toFixed(1)} ms`,
  );
  await reportFlashes(screen, ticks);
  for (const socket of sockets) socket.close();
  await app.close();
  await runtime.close();
  await database.close();
  await wallet.close();
}
