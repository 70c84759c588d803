/**
 * Wallet calls per second with one and with two API instances (each a process of its own) on the same
 * PostgreSQL server and database: the same signed bet+win round trips as bench:bets (its callers
 * and player setup), the callers split over two worker threads, each pointed at one instance (both at
 * the same one for the single-instance run). Books reconciled after each run.
 *
 *   npm run bench:scale
 *   BENCH_SECONDS=10 BENCH_CONCURRENCY=32 DATABASE_URL=postgres://user@host:5432/postgres npm run bench:scale
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../apps/api/src/app';
import { buildConfig } from '../../apps/api/src/config';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { reconcile } from '../../apps/api/src/modules/ledger/reconcile';
import type { CallersResult, CallersTask } from '../bets/callers';
import { benchSecret, preparePlayers, type BenchPlayer } from '../bets/setup';
import { createScratchDatabase } from '../ledger/scratch-database';
import { percentile } from '../ledger/stats';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Math.min(30, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5) || 5));
const concurrency = Math.min(256, Math.max(2, Number(process.env.BENCH_CONCURRENCY ?? 16) || 16));
const stake = '100';

function startInstance(databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [new URL('./server-entry.mjs', import.meta.url).pathname], {
    env: { ...process.env, SCALE_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(output);
      if (match) resolve({ child, baseUrl: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${output}`)));
  });
}

function stopInstance(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function runCallers(worker: Worker, task: CallersTask): Promise<CallersResult> {
  return new Promise((resolve, reject) => {
    worker.once('message', (result: CallersResult | { error: string }) =>
      'error' in result ? reject(new Error(result.error)) : resolve(result),
    );
    worker.once('error', reject);
    worker.postMessage(task);
  });
}

interface Figures {
  instances: number;
  callsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  clean: boolean;
}

/** Half the players on each worker; worker i calls instance i (mod the instances). */
async function measure(
  baseUrls: string[],
  players: BenchPlayer[],
  firstIndex: number,
  databaseUrl: string,
): Promise<Figures> {
  const halves = [players.slice(0, players.length / 2), players.slice(players.length / 2)];
  const workers = halves.map(() => new Worker(new URL('../bets/callers-entry.mjs', import.meta.url)));
  try {
    const task = (i: number, offset: number, durationMs: number): CallersTask => ({
      baseUrl: baseUrls[i % baseUrls.length]!,
      players: halves[i]!,
      firstIndex: firstIndex + offset + i * 1000,
      durationMs,
      stake,
    });
    await Promise.all(workers.map((worker, i) => runCallers(worker, task(i, 50_000, 500))));
    const results = await Promise.all(
      workers.map((worker, i) => runCallers(worker, task(i, 0, seconds * 1000))),
    );
    const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
    const elapsed = Math.max(...results.map((result) => result.elapsedMs)) / 1000;
    const handle = openPostgres(databaseUrl);
    try {
      const books = await reconcile(handle.db);
      return {
        instances: baseUrls.length,
        callsPerSecond: (latencies.length * 2) / elapsed,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        failures: results.reduce((sum, result) => sum + result.failures, 0),
        clean: books.isClean,
      };
    } finally {
      await handle.close();
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

async function main() {
  console.log(
    `scale benchmark: ${seconds}s per run, ${concurrency} concurrent callers, PostgreSQL at ${new URL(serverUrl).host}`,
  );
  const { url, drop } = await createScratchDatabase(serverUrl, 'bench_scale');
  const instances: ChildProcess[] = [];
  try {
    // Players are made through an instance in this process (launch tokens go over HTTP), then it closes.
    const handle = openPostgres(url);
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
    let players: BenchPlayer[];
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      players = await preparePlayers(app, handle.db, baseUrl, concurrency);
    } finally {
      await app.close();
      await handle.close();
    }

    const first = await startInstance(url);
    instances.push(first.child);
    const second = await startInstance(url);
    instances.push(second.child);
    const rows = [
      await measure([first.baseUrl], players, 0, url),
      await measure([first.baseUrl, second.baseUrl], players, 100_000, url),
    ];
    console.log('');
    console.log('instances  wallet calls/s  p50 ms (bet+win)  p99 ms (bet+win)  failures  books');
    for (const row of rows)
      console.log(
        [
          String(row.instances).padStart(9),
          row.callsPerSecond.toFixed(0).padStart(14),
          row.p50.toFixed(2).padStart(16),
          row.p99.toFixed(2).padStart(16),
          String(row.failures).padStart(8),
          row.clean ? ' clean' : ' NOT CLEAN',
        ].join('  '),
      );
    console.log(`two instances / one: ${(rows[1]!.callsPerSecond / rows[0]!.callsPerSecond).toFixed(2)}`);
    if (rows.some((row) => !row.clean || row.failures > 0)) process.exitCode = 1;
  } finally {
    await Promise.all(instances.map(stopInstance));
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
