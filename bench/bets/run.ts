/**
 * Seamless-wallet throughput: signed bet-then-win round trips per second over real HTTP against
 * PostgreSQL, with p50/p99 latency of a round trip, then PostgreSQL's own TPC-B-like pgbench run on
 * the same server for scale, and the ratio of the two. Each part gets a scratch database, created
 * and dropped here. Bounded: BENCH_SECONDS (default 5, at most 30), BENCH_CONCURRENCY (default 16).
 *
 *   npm run bench:bets
 *   DATABASE_URL=postgres://user@host:5432/postgres npm run bench:bets
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app';
import { buildConfig } from '../../apps/api/src/config';
import { openPostgres } from '../../apps/api/src/db/client';
import { reconcile } from '../../apps/api/src/modules/ledger/reconcile';
import { createScratchDatabase } from '../ledger/scratch-database';
import { percentile } from '../ledger/stats';
import { runPgbench } from './pgbench';
import { benchSecret, preparePlayers, signedPost, type BenchPlayer } from './setup';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Math.min(30, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5) || 5));
const concurrency = Math.min(256, Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 16) || 16));
const stake = 100n;

/** A database of its own on the server, dropped whatever happens. */
async function withScratchDatabase<T>(prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  const { url, drop } = await createScratchDatabase(serverUrl, prefix);
  try {
    return await work(url);
  } finally {
    await drop();
  }
}

interface WalletFigures {
  roundTrips: number;
  failures: number;
  elapsed: number;
  perSecond: number;
  p50: number;
  p99: number;
  clean: boolean;
}

/** One caller: bet, then a win that closes the round (every other round a loss of 0), until time is up. */
async function caller(
  baseUrl: string,
  player: BenchPlayer,
  index: number,
  deadline: number,
  latencies: number[],
) {
  let failures = 0;
  for (let round = 0; performance.now() < deadline; round += 1) {
    const roundId = `b${index}-r${round}`;
    const started = performance.now();
    const bet = await signedPost(baseUrl, 'bet', {
      sessionToken: player.sessionToken,
      playerId: player.playerId,
      transactionId: `${roundId}-bet`,
      roundId,
      externalGameId: player.externalGameId,
      amount: stake.toString(),
      currency: 'EUR',
    });
    const win = await signedPost(baseUrl, 'win', {
      playerId: player.playerId,
      transactionId: `${roundId}-win`,
      roundId,
      externalGameId: player.externalGameId,
      amount: round % 2 === 0 ? '190' : '0',
      currency: 'EUR',
      roundClosed: true,
    });
    if (bet.status !== 200 || win.status !== 200) failures += 1;
    else latencies.push(performance.now() - started);
  }
  return failures;
}

async function benchWallet(databaseUrl: string): Promise<WalletFigures> {
  const handle = openPostgres(databaseUrl);
  await handle.migrate();
  const config = buildConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    STUDIO_EMBEDDED: 'false',
    STUDIO_SECRET: benchSecret,
    SKIN_API_KEY: 'bench-skin-key',
  });
  const app = await buildApp({ config, db: handle.db });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const players = await preparePlayers(app, handle.db, baseUrl, concurrency);
    // A short warm-up, so JIT and connection set-up are not in the figures.
    await Promise.all(
      players.map((player, i) => caller(baseUrl, player, 10_000 + i, performance.now() + 500, [])),
    );

    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const failures = await Promise.all(
      players.map((player, i) => caller(baseUrl, player, i, deadline, latencies)),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const books = await reconcile(handle.db);
    return {
      roundTrips: latencies.length,
      failures: failures.reduce((sum, count) => sum + count, 0),
      elapsed,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      clean: books.isClean,
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

async function main() {
  const where = new URL(serverUrl);
  console.log(
    `bets benchmark: ${seconds}s, ${concurrency} concurrent callers (one player each), PostgreSQL at ${where.host}`,
  );
  const wallet = await withScratchDatabase('bench_bets', benchWallet);
  console.log(
    `  wallet: ${wallet.roundTrips} bet+win round trips in ${wallet.elapsed.toFixed(1)}s = ` +
      `${wallet.perSecond.toFixed(0)} round trips/s (${(wallet.perSecond * 2).toFixed(0)} wallet calls/s), ` +
      `p50 ${wallet.p50.toFixed(2)} ms, p99 ${wallet.p99.toFixed(2)} ms, ` +
      `failures ${wallet.failures}, books ${wallet.clean ? 'clean' : 'NOT CLEAN'}`,
  );
  const tpcb = await withScratchDatabase('bench_pgbench', (url) => runPgbench(url));
  console.log(
    `  pgbench tpcb-like (-s 10 -c ${tpcb.clients} -j 2 -T ${tpcb.seconds}): ${tpcb.tps.toFixed(0)} tps` +
      (tpcb.latencyMs !== null ? `, latency average ${tpcb.latencyMs.toFixed(2)} ms` : ''),
  );
  console.log(
    `  ratio: ${(wallet.perSecond / tpcb.tps).toFixed(3)} round trips per pgbench transaction ` +
      `(${((wallet.perSecond * 2) / tpcb.tps).toFixed(3)} wallet calls per pgbench transaction)`,
  );
  if (!wallet.clean || wallet.failures > 0) {
    console.error('the run had failures or the books do not reconcile');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
