/**
 * Catalogue search latency: 10,000 generated games synced from 10 providers (through the real sync,
 * from fake providers on 127.0.0.1), then a few hundred varied searches through the real route
 * (app.inject), one at a time; p50 and p95 per database. PGlite always; PostgreSQL too when
 * DATABASE_URL names a server (a database of its own is created there and dropped).
 *
 *   npm run bench:catalogue
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:catalogue
 */
import { buildApp } from '../../apps/api/src/app';
import { buildConfig } from '../../apps/api/src/config';
import { openPglite, type DbHandle } from '../../apps/api/src/db/client';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { seed } from '../../apps/api/src/db/seed';
import { syncCatalogue } from '../../apps/api/src/modules/games/catalogue/sync-catalogue';
import { startFakeProvider } from '../../apps/api/src/test/games';
import { createScratchDatabase } from '../ledger/scratch-database';
import { percentile } from '../ledger/stats';
import { generateGames, providerNames, searchQueries } from './generate';

const gamesPerProvider = 1000;
const searches = Math.min(2000, Math.max(50, Number(process.env.BENCH_SEARCHES ?? 400) || 400));
const apiKey = 'bench-skin-key';

async function openDatabase(driver: 'pglite' | 'postgres') {
  const serverUrl = process.env.DATABASE_URL;
  if (driver === 'pglite') return { handle: await openPglite(null), drop: async () => {} };
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const { url, drop } = await createScratchDatabase(serverUrl, 'bench_catalogue');
  return { handle: openPostgres(url) as DbHandle, drop };
}

interface Figures {
  driver: string;
  games: number;
  syncSeconds: number;
  searches: number;
  p50: number;
  p95: number;
  max: number;
  /** The slowest searches of the run, for a profile's first clue. */
  slowest: { query: string; ms: number }[];
}

async function runOn(driver: 'pglite' | 'postgres'): Promise<Figures> {
  const { handle, drop } = await openDatabase(driver);
  const fakes = await Promise.all(
    providerNames.map((name, index) =>
      startFakeProvider({ code: `prov-${index}`, name, games: generateGames(index, gamesPerProvider) }),
    ),
  );
  try {
    await handle.migrate();
    await seed(handle.db, { skinApiKey: apiKey });
    const quiet = { info: () => {}, warn: (details: unknown) => console.error(details) };
    const syncStarted = performance.now();
    const results = await syncCatalogue(
      handle.db,
      fakes.map((fake) => fake.config),
      { now: () => new Date(), log: quiet as never, timeoutMs: 30_000 },
    );
    const syncSeconds = (performance.now() - syncStarted) / 1000;
    if (results.some((result) => !result.ok)) throw new Error(`sync failed: ${JSON.stringify(results)}`);

    const config = buildConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', SKIN_API_KEY: apiKey });
    const app = await buildApp({ config, db: handle.db });
    try {
      const queries = searchQueries(searches);
      const run = async (query: string) => {
        const [path, search] = query.split('?');
        const url = `/api/v1/games/search/${path!.split('/').map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}`;
        const begun = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { 'api-key': apiKey } });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return performance.now() - begun;
      };
      for (const query of queries.slice(0, 20)) await run(query); // warm-up: plans and JIT
      const timed: { query: string; ms: number }[] = [];
      for (const query of queries) timed.push({ query, ms: await run(query) });
      const latencies = timed.map((search) => search.ms).sort((a, b) => a - b);
      return {
        driver,
        games: providerNames.length * gamesPerProvider,
        syncSeconds,
        searches: latencies.length,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        max: latencies.at(-1) ?? 0,
        slowest: [...timed].sort((a, b) => b.ms - a.ms).slice(0, 5),
      };
    } finally {
      await app.close();
    }
  } finally {
    await Promise.all(fakes.map((fake) => fake.close()));
    await handle.close();
    await drop();
  }
}

async function main() {
  const drivers: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  console.log(`catalogue search benchmark: ${searches} searches, drivers ${drivers.join(', ')}`);
  const rows: Figures[] = [];
  for (const driver of drivers) rows.push(await runOn(driver));
  console.log('');
  console.log('driver    games  sync s  searches  p50 ms  p95 ms  max ms');
  for (const row of rows) {
    console.log(
      [
        row.driver.padEnd(8),
        String(row.games).padStart(6),
        row.syncSeconds.toFixed(1).padStart(6),
        String(row.searches).padStart(9),
        row.p50.toFixed(2).padStart(7),
        row.p95.toFixed(2).padStart(7),
        row.max.toFixed(2).padStart(7),
      ].join('  '),
    );
  }
  for (const row of rows) {
    const slowest = row.slowest.map((search) => `${search.query} ${search.ms.toFixed(1)} ms`);
    console.log(`slowest on ${row.driver}: ${slowest.join(' | ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
