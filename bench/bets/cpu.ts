/**
 * Where a wallet call's CPU is spent, from the processes' own counters rather than the event loop's
 * busy share (which on a small machine also counts the time the server thread waits for a core):
 * the server thread, the rest of this process (the callers' worker thread, libuv's pool, the garbage
 * collector's helpers), and the PostgreSQL backends serving the scratch database. Linux only (/proc);
 * elsewhere the figures are reported as unavailable. Also the rows the calls wrote, per table, from
 * PostgreSQL's statistics, so a change that writes less shows as fewer rows per call.
 */
import { readFile, readdir } from 'node:fs/promises';
import type pg from 'pg';

/** Linux reports CPU times in clock ticks of 1/100 s (USER_HZ), the same on every architecture. */
const msPerTick = 10;

export interface CpuTimes {
  userMs: number;
  systemMs: number;
}

/** User and system (kernel) CPU of one thread or process so far, in ms, or null when /proc cannot tell. */
export async function cpuTimes(statPath: string): Promise<CpuTimes | null> {
  try {
    const stat = await readFile(statPath, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing bracket are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { userMs: Number(fields[11]) * msPerTick, systemMs: Number(fields[12]) * msPerTick };
  } catch {
    return null;
  }
}

/** User plus system CPU of one thread or process, in ms, or null when /proc cannot tell. */
async function cpuMs(statPath: string): Promise<number | null> {
  const times = await cpuTimes(statPath);
  return times === null ? null : times.userMs + times.systemMs;
}

export interface CpuSample {
  serverThreadMs: number | null;
  otherThreadsMs: number | null;
  postgres: Map<number, number>;
}

/** This process's threads: the main thread (the server under test) apart from all the others. */
async function processThreads(): Promise<{ main: number | null; others: number | null }> {
  let tasks: string[];
  try {
    tasks = await readdir('/proc/self/task');
  } catch {
    return { main: null, others: null };
  }
  const main = await cpuMs(`/proc/self/task/${process.pid}/stat`);
  let others = 0;
  for (const task of tasks) {
    if (Number(task) === process.pid) continue;
    others += (await cpuMs(`/proc/self/task/${task}/stat`)) ?? 0;
  }
  return { main, others };
}

/** The PostgreSQL backends connected to this database now, with their CPU so far. */
async function backendCpu(client: pg.Client): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = await cpuMs(`/proc/${pid}/stat`);
    if (ms !== null) byPid.set(pid, ms);
  }
  return byPid;
}

export async function sampleCpu(client: pg.Client): Promise<CpuSample> {
  const threads = await processThreads();
  return { serverThreadMs: threads.main, otherThreadsMs: threads.others, postgres: await backendCpu(client) };
}

export interface CpuPerCall {
  server: number | null;
  callersAndRuntime: number | null;
  postgres: number | null;
}

/**
 * CPU per wallet call between two samples. A backend opened during the run counts from zero; one
 * that closed before the second sample is missed (the pool keeps its connections through a run).
 */
export function cpuPerCall(before: CpuSample, after: CpuSample, calls: number): CpuPerCall {
  const per = (start: number | null, end: number | null) =>
    start === null || end === null ? null : (end - start) / calls;
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return {
    server: per(before.serverThreadMs, after.serverThreadMs),
    callersAndRuntime: per(before.otherThreadsMs, after.otherThreadsMs),
    postgres: after.postgres.size > 0 ? postgres / calls : null,
  };
}

export interface TableWrites {
  table: string;
  inserts: number;
  updates: number;
  hotUpdates: number;
  deletes: number;
}

/** Rows written per table so far, as PostgreSQL's statistics have them (see statisticsSettle). */
export async function tableWrites(client: pg.Client): Promise<Map<string, TableWrites>> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ table: string; ins: string; upd: string; hot: string; del: string }>(
    `SELECT relname AS table, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_hot_upd AS hot, n_tup_del AS del
       FROM pg_stat_user_tables`,
  );
  return new Map(
    rows.map((row) => [
      row.table,
      {
        table: row.table,
        inserts: Number(row.ins),
        updates: Number(row.upd),
        hotUpdates: Number(row.hot),
        deletes: Number(row.del),
      },
    ]),
  );
}

/** The tables the run wrote, with rows per wallet call, most written first. */
export function writesPerCall(
  before: Map<string, TableWrites>,
  after: Map<string, TableWrites>,
  calls: number,
): TableWrites[] {
  const zero = { inserts: 0, updates: 0, hotUpdates: 0, deletes: 0 };
  return [...after.values()]
    .map((end) => {
      const start = before.get(end.table) ?? zero;
      return {
        table: end.table,
        inserts: (end.inserts - start.inserts) / calls,
        updates: (end.updates - start.updates) / calls,
        hotUpdates: (end.hotUpdates - start.hotUpdates) / calls,
        deletes: (end.deletes - start.deletes) / calls,
      };
    })
    .filter((row) => row.inserts + row.updates + row.deletes > 0)
    .sort((a, b) => b.inserts + b.updates + b.deletes - (a.inserts + a.updates + a.deletes));
}

/**
 * A busy backend sends its statistics about once a second, an idle one within 10 s
 * (PGSTAT_IDLE_INTERVAL): wait that long, so every call of the run is in the figures.
 */
export const statisticsSettle = () => new Promise((resolve) => setTimeout(resolve, 11_000));

export interface FunctionTime {
  name: string;
  calls: number;
  selfMs: number;
  totalMs: number;
}

/**
 * Time inside each stored function so far (pg_stat_user_functions), which PostgreSQL counts when
 * `track_functions` is on for the database (the bench sets it on its scratch database).
 */
export async function functionTimes(client: pg.Client): Promise<Map<string, FunctionTime>> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ name: string; calls: string; self: number; total: number }>(
    'SELECT funcname AS name, calls, self_time AS self, total_time AS total FROM pg_stat_user_functions',
  );
  return new Map(
    rows.map((row) => [
      row.name,
      { name: row.name, calls: Number(row.calls), selfMs: Number(row.self), totalMs: Number(row.total) },
    ]),
  );
}

/** The functions the run called, with calls and self time per wallet call, most costly first. */
export function functionTimesPerCall(
  before: Map<string, FunctionTime>,
  after: Map<string, FunctionTime>,
  calls: number,
): FunctionTime[] {
  return [...after.values()]
    .map((end) => {
      const start = before.get(end.name) ?? { calls: 0, selfMs: 0, totalMs: 0 };
      return {
        name: end.name,
        calls: (end.calls - start.calls) / calls,
        selfMs: (end.selfMs - start.selfMs) / calls,
        totalMs: (end.totalMs - start.totalMs) / calls,
      };
    })
    .filter((row) => row.calls > 0)
    .sort((a, b) => b.selfMs - a.selfMs);
}
