/**
 * Ledger throughput: transfers per second and p50/p99 latency for a contended single player and for
 * many players, on PGlite and, when DATABASE_URL names a PostgreSQL server, on a database of its own
 * there (created and dropped here). Bounded: BENCH_SECONDS per case (default 5, at most 20).
 *
 *   npm run bench:ledger
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:ledger
 */
import { openPglite, type DbHandle } from '../../apps/api/src/db/client';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { runCase, workloads } from './cases';
import { createScratchDatabase } from './scratch-database';
import { printTable, type CaseFigures } from './stats';

const seconds = Math.min(20, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5) || 5));
const concurrency = Math.min(256, Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 16) || 16));

/** A fresh, migrated database per case, so one case's rows do not slow the next. */
async function withDatabase<T>(
  driver: 'pglite' | 'postgres',
  work: (handle: DbHandle) => Promise<T>,
): Promise<T> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DbHandle;
  let drop = async () => {};
  if (driver === 'pglite') {
    handle = await openPglite(null);
  } else {
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    const scratch = await createScratchDatabase(serverUrl, 'bench_ledger');
    handle = openPostgres(scratch.url);
    drop = scratch.drop;
  }
  try {
    await handle.migrate();
    return await work(handle);
  } finally {
    await handle.close();
    await drop();
  }
}

async function main() {
  const drivers: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  console.log(
    `ledger benchmark: ${seconds}s per case, ${concurrency} concurrent callers, drivers ${drivers.join(', ')}`,
  );
  const figures: CaseFigures[] = [];
  for (const driver of drivers) {
    for (const workload of workloads) {
      const result = await withDatabase(driver, (handle) =>
        runCase(handle.db, driver, workload, { seconds, concurrency }),
      );
      console.log(`  ${driver} / ${workload.name}: ${result.perSecond.toFixed(0)} tx/s`);
      figures.push(result);
    }
  }
  console.log('');
  printTable(figures);
  if (figures.some((row) => !row.clean)) {
    console.error('reconciliation found differences');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
