/**
 * Hot reads against the web server's own speed: GET /api/v1/games?limit=20 (api-key and an anonymous
 * session sent, as the web app does) served by the real app over real HTTP, and a bare Fastify
 * hello-world, each loaded by autocannon (a child process, 16 connections) in the same run. Prints
 * both rates and their ratio; once more with the Accept-Encoding a browser sends (the page goes out
 * brotli-compressed, as it was kept). The rate limit is raised for the run through config (RATE_LIMIT_MAX).
 * PGlite by default; BENCH_DB=postgres with DATABASE_URL set runs on a scratch PostgreSQL database.
 *
 *   npm run bench:reads
 *   BENCH_SECONDS=20 BENCH_GAMES=10000 npm run bench:reads
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { buildConfig } from '../../apps/api/src/config';
import { openPglite, type DbHandle } from '../../apps/api/src/db/client';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { seed } from '../../apps/api/src/db/seed';
import { syncCatalogue } from '../../apps/api/src/modules/games/catalogue/sync-catalogue';
import { startFakeProvider } from '../../apps/api/src/test/games';
import { generateGames, providerNames } from '../catalogue/generate';
import { createScratchDatabase } from '../ledger/scratch-database';
import { cpuTimes, type CpuTimes } from '../bets/cpu';

const seconds = Math.max(2, Number(process.env.BENCH_SECONDS ?? 10) || 10);
const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 16) || 16);
const totalGames = Math.max(providerNames.length, Number(process.env.BENCH_GAMES ?? 2000) || 2000);
const driver = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const apiKey = 'bench-skin-key';

interface Load {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU per request (µs) from the threads' own counters: the server's thread, of it in the kernel, and autocannon. */
  serverUs: number | null;
  serverKernelUs: number | null;
  loaderUs: number | null;
}

const serverThreadStat = `/proc/self/task/${process.pid}/stat`;

/**
 * autocannon as a child process, so the load generator does not share the server's thread. Both share
 * the machine's cores, so each side's CPU per request is read too: the server thread's over the run,
 * and autocannon's when it prints its result (before it exits).
 */
async function autocannon(url: string, headers: Record<string, string>): Promise<Load> {
  const serverBefore = await cpuTimes(serverThreadStat);
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [bin, '-j', '-c', String(connections), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const { output, loaderCpu } = await new Promise<{ output: string; loaderCpu: Promise<CpuTimes | null> }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      let loader: Promise<CpuTimes | null> | null = null;
      child.stdout.on('data', (chunk: Buffer) => {
        loader ??= cpuTimes(`/proc/${child.pid}/stat`);
        text += chunk.toString('utf8');
      });
      child.once('exit', (code) =>
        code === 0
          ? resolve({ output: text, loaderCpu: loader ?? Promise.resolve(null) })
          : reject(new Error(`autocannon exited with ${code}`)),
      );
    },
  );
  const serverAfter = await cpuTimes(serverThreadStat);
  const loader = await loaderCpu;
  const result = JSON.parse(output) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  const perRequest = (ms: number | null) =>
    ms === null ? null : (ms * 1000) / Math.max(1, result.requests.total);
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    serverUs: perRequest(
      serverBefore && serverAfter
        ? serverAfter.userMs + serverAfter.systemMs - serverBefore.userMs - serverBefore.systemMs
        : null,
    ),
    serverKernelUs: perRequest(
      serverBefore && serverAfter ? serverAfter.systemMs - serverBefore.systemMs : null,
    ),
    loaderUs: perRequest(loader ? loader.userMs + loader.systemMs : null),
  };
}

async function openDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (driver === 'pglite') return { handle: await openPglite(null), drop: async () => {} };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('BENCH_DB=postgres needs DATABASE_URL');
  const { url, drop } = await createScratchDatabase(serverUrl, 'bench_reads');
  return { handle: openPostgres(url), drop };
}

async function main() {
  const { handle, drop } = await openDatabase();
  const perProvider = Math.ceil(totalGames / providerNames.length);
  const fakes = await Promise.all(
    providerNames.map((name, index) =>
      startFakeProvider({ code: `prov-${index}`, name, games: generateGames(index, perProvider) }),
    ),
  );
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    await handle.migrate();
    await seed(handle.db, { skinApiKey: apiKey });
    const quiet = { info: () => {}, warn: (details: unknown) => console.error(details) };
    const results = await syncCatalogue(
      handle.db,
      fakes.map((fake) => fake.config),
      { now: () => new Date(), log: quiet as never, timeoutMs: 60_000 },
    );
    if (results.some((result) => !result.ok)) throw new Error(`sync failed: ${JSON.stringify(results)}`);

    const config = buildConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SKIN_API_KEY: apiKey,
      RATE_LIMIT_MAX: '1000000000',
    });
    const app = await buildApp({ config, db: handle.db });
    try {
      const gamesBase = await app.listen({ port: 0, host: '127.0.0.1' });
      const helloBase = await hello.listen({ port: 0, host: '127.0.0.1' });
      const anon = await fetch(`${gamesBase}/api/v1/anon`, { headers: { 'api-key': apiKey } });
      const { data } = (await anon.json()) as { data: { anonSessionId: string } };
      const headers = { 'api-key': apiKey, 'x-anon-session': data.anonSessionId };
      const gamesUrl = `${gamesBase}/api/v1/games?limit=20`;
      const check = await fetch(gamesUrl, { headers });
      if (check.status !== 200) throw new Error(`GET /games answered ${check.status}: ${await check.text()}`);

      console.log(
        `reads benchmark: ${driver}, ${perProvider * providerNames.length} games, ${connections} connections, ${seconds} s each`,
      );
      // Warm both (JIT, plans, caches), then measure hello, games, hello again: the hello figure is
      // their mean, so a machine that slows down mid-run does not flatter either side.
      // A browser asks for a compressed answer (the page is kept compressed); autocannon by itself not.
      const browserHeaders = { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' };
      await autocannon(`${helloBase}/`, {});
      await autocannon(gamesUrl, headers);
      await autocannon(gamesUrl, browserHeaders);
      const helloBefore = await autocannon(`${helloBase}/`, {});
      const games = await autocannon(gamesUrl, headers);
      const gamesCompressed = await autocannon(gamesUrl, browserHeaders);
      const helloAfter = await autocannon(`${helloBase}/`, {});
      const helloRate = (helloBefore.requests + helloAfter.requests) / 2;
      const us = (value: number | null) => (value === null ? '  n/a' : value.toFixed(1).padStart(5));
      const row = (name: string, load: Load) =>
        `${name.padEnd(32)} ${load.requests.toFixed(0).padStart(8)} req/s  p50 ${String(load.p50).padStart(4)} ms  p99 ${String(load.p99).padStart(4)} ms  non-2xx ${load.non2xx}  errors ${load.errors}` +
        `  CPU µs/request: server ${us(load.serverUs)} (kernel ${us(load.serverKernelUs)}), autocannon ${us(load.loaderUs)}`;
      console.log(row('hello-world (before)', helloBefore));
      console.log(row('GET /games?limit=20', games));
      console.log(row('GET /games?limit=20 (br, browser)', gamesCompressed));
      console.log(row('hello-world (after)', helloAfter));
      console.log(`ratio GET /games : hello-world = ${(games.requests / helloRate).toFixed(3)}`);
      console.log(
        `ratio GET /games (br, as a browser asks) : hello-world = ${(gamesCompressed.requests / helloRate).toFixed(3)}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await hello.close();
    await Promise.all(fakes.map((fake) => fake.close()));
    await handle.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
