/**
 * Seamless-wallet throughput: signed bet-then-win round trips per second over real HTTP against
 * PostgreSQL, with p50/p99 latency of a round trip, then PostgreSQL's own TPC-B-like pgbench run on
 * the same server for scale, and the ratio of the two. Each part gets a scratch database, created
 * and dropped here. Bounded: BENCH_SECONDS (default 5, at most 30), BENCH_CONCURRENCY (default 16).
 * BENCH_PROFILE=1 profiles the server thread over the measured run and prints where its time went.
 *
 *   npm run bench:bets
 *   DATABASE_URL=postgres://user@host:5432/postgres npm run bench:bets
 */
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/api/src/app';
import { buildConfig } from '../../apps/api/src/config';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { reconcile } from '../../apps/api/src/modules/ledger/reconcile';
import { createScratchDatabase } from '../ledger/scratch-database';
import { percentile } from '../ledger/stats';
import pg from 'pg';
import { runPgbench } from './pgbench';
import {
  cpuPerCall,
  functionTimes,
  functionTimesPerCall,
  sampleCpu,
  statisticsSettle,
  tableWrites,
  writesPerCall,
  type CpuPerCall,
  type FunctionTime,
  type TableWrites,
} from './cpu';
import type { CallersResult, CallersTask } from './callers';
import { benchSecret, preparePlayers, type BenchPlayer } from './setup';

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
  /** Share of the run the server's event loop was busy, and its busy time per wallet call. */
  serverBusy: number;
  serverMsPerCall: number;
  /** CPU per wallet call from the threads' and backends' own counters, and rows written per call. */
  cpu: CpuPerCall;
  writes: TableWrites[];
  functions: FunctionTime[];
}

/** Runs the callers on the worker thread and waits for their figures. */
function runCallers(worker: Worker, task: CallersTask): Promise<CallersResult> {
  return new Promise((resolve, reject) => {
    worker.once('message', (result: CallersResult | { error: string }) =>
      'error' in result ? reject(new Error(result.error)) : resolve(result),
    );
    worker.once('error', reject);
    worker.postMessage(task);
  });
}

/**
 * A warm-up, then the measured run, with the server thread's event-loop use over the latter, and the
 * CPU and table-write counters read on each side of it through a connection of the bench's own.
 */
async function measureCallers(baseUrl: string, players: BenchPlayer[], databaseUrl: string) {
  const worker = new Worker(new URL('./callers-entry.mjs', import.meta.url));
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  try {
    const task = { baseUrl, players, stake: stake.toString() };
    // A short warm-up, so JIT and connection set-up are not in the figures.
    await runCallers(worker, { ...task, firstIndex: 10_000, durationMs: 500 });
    const profiler = process.env.BENCH_PROFILE ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    await statisticsSettle();
    const writesBefore = await tableWrites(stats);
    const functionsBefore = await functionTimes(stats);
    const cpuBefore = await sampleCpu(stats);
    const before = performance.eventLoopUtilization();
    const result = await runCallers(worker, { ...task, firstIndex: 0, durationMs: seconds * 1000 });
    const loop = performance.eventLoopUtilization(before);
    const cpuAfter = await sampleCpu(stats);
    await statisticsSettle();
    const writesAfter = await tableWrites(stats);
    const functionsAfter = await functionTimes(stats);
    const calls = Math.max(1, result.latencies.length * 2);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      printProfile(profile);
    }
    return {
      ...result,
      serverBusy: loop.utilization,
      serverActiveMs: loop.active,
      cpu: cpuPerCall(cpuBefore, cpuAfter, calls),
      writes: writesPerCall(writesBefore, writesAfter, calls),
      functions: functionTimesPerCall(functionsBefore, functionsAfter, calls),
    };
  } finally {
    await stats.end();
    await worker.terminate();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

/** Self time of the server thread by where the code lives: a package, a file of ours, or the runtime. */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPlace = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const { url, functionName } = nodes.get(id)!.callFrame;
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    const place = inPackage
      ? inPackage[1]!
      : url.includes('/apps/') || url.includes('/packages/')
        ? url.replace(/^.*?\/(apps|packages)\//, '$1/')
        : url
          ? url.replace(/^node:/, 'node:')
          : `(${functionName || 'native'})`;
    byPlace.set(place, (byPlace.get(place) ?? 0) + (deltas[index] ?? 0));
  });
  const total = [...byPlace.values()].reduce((sum, value) => sum + value, 0);
  console.log('  server thread profile (self time, share of the measured run):');
  for (const [place, micros] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`    ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${place}`);
}

/** PostgreSQL times each stored function for the sessions opened after this (the server's pool). */
async function trackFunctions(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET track_functions = %L', current_database(), 'pl'); END $$`,
    );
  } finally {
    await client.end();
  }
}

async function benchWallet(databaseUrl: string): Promise<WalletFigures> {
  await trackFunctions(databaseUrl);
  const handle = openPostgres(databaseUrl);
  await handle.migrate();
  const config = buildConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    STUDIO_EMBEDDED: 'false',
    STUDIO_SECRET: benchSecret,
    STAFF_TOTP_KEY: `${benchSecret}-staff-totp`,
    SKIN_API_KEY: 'bench-skin-key',
  });
  const app = await buildApp({ config, db: handle.db });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const players = await preparePlayers(app, handle.db, baseUrl, concurrency);
    const measured = await measureCallers(baseUrl, players, databaseUrl);
    const latencies = [...measured.latencies].sort((a, b) => a - b);
    const elapsed = measured.elapsedMs / 1000;
    const books = await reconcile(handle.db);
    return {
      roundTrips: latencies.length,
      failures: measured.failures,
      elapsed,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      clean: books.isClean,
      serverBusy: measured.serverBusy,
      serverMsPerCall: measured.serverActiveMs / (latencies.length * 2),
      cpu: measured.cpu,
      writes: measured.writes,
      functions: measured.functions,
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

/** CPU per wallet call where it was spent, and the rows each call wrote, table by table. */
function printCpu(wallet: WalletFigures) {
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(3)} ms`);
  console.log(
    `  CPU per wallet call (threads' and backends' own counters, 10 ms ticks): server thread ` +
      `${ms(wallet.cpu.server)}, callers and runtime threads ${ms(wallet.cpu.callersAndRuntime)}, ` +
      `PostgreSQL backends ${ms(wallet.cpu.postgres)}`,
  );
  const rows = (value: number) => value.toFixed(2);
  console.log('  rows written per wallet call (inserts / updates, of them HOT / deletes):');
  for (const row of wallet.writes)
    console.log(
      `    ${row.table.padEnd(32)} ${rows(row.inserts)} / ${rows(row.updates)}, ${rows(row.hotUpdates)} / ${rows(row.deletes)}`,
    );
  // A HOT update writes no index entry: closing a round should be one (issue 32, migration 0043).
  const rounds = wallet.writes.find((row) => row.table === 'game_rounds');
  console.log(
    `  game_rounds HOT updates: ${rounds && rounds.updates > 0 ? `${((rounds.hotUpdates / rounds.updates) * 100).toFixed(0)} %` : 'n/a'} of its updates (n_tup_hot_upd / n_tup_upd over the run)`,
  );
  console.log('  stored functions per wallet call (calls, self ms, total ms), costliest first:');
  for (const row of wallet.functions.slice(0, 12))
    console.log(
      `    ${row.name.padEnd(32)} ${row.calls.toFixed(2)}  ${row.selfMs.toFixed(3)}  ${row.totalMs.toFixed(3)}`,
    );
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
  console.log(
    `  server thread: event loop busy ${(wallet.serverBusy * 100).toFixed(0)} % of the run, ` +
      `${wallet.serverMsPerCall.toFixed(2)} ms of it per wallet call (callers run on a worker thread)`,
  );
  printCpu(wallet);
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
