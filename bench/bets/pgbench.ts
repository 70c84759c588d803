import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** pgbench on PATH, else the newest one Debian's postgresql packages install. */
export function findPgbench(): string {
  const fromPath = (process.env.PATH ?? '')
    .split(':')
    .map((dir) => `${dir}/pgbench`)
    .find((candidate) => existsSync(candidate));
  if (fromPath) return fromPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(`${root}/${version}/bin/pgbench`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('pgbench not found on PATH nor under /usr/lib/postgresql/*/bin');
  return `${root}/${versions[0]}/bin/pgbench`;
}

export interface PgbenchFigures {
  tps: number;
  latencyMs: number | null;
  clients: number;
  seconds: number;
}

/**
 * PostgreSQL's built-in TPC-B-like script on a database of its own: `pgbench -i -s 10`, then
 * `-c 16 -j 2 -T 10 -b tpcb-like`. pgbench takes the connection URL as its database argument.
 */
export async function runPgbench(databaseUrl: string, options = { clients: 16, threads: 2, seconds: 10 }) {
  const pgbench = findPgbench();
  await run(pgbench, ['-i', '-s', '10', '-q', databaseUrl], { maxBuffer: 16 * 1024 * 1024 });
  const { stdout } = await run(
    pgbench,
    [
      '-c',
      String(options.clients),
      '-j',
      String(options.threads),
      '-T',
      String(options.seconds),
      '-b',
      'tpcb-like',
      databaseUrl,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps =
    /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
  if (!tps?.[1]) throw new Error(`could not read pgbench's tps from:\n${stdout}`);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  return {
    tps: Number(tps[1]),
    latencyMs: latency?.[1] ? Number(latency[1]) : null,
    clients: options.clients,
    seconds: options.seconds,
  } satisfies PgbenchFigures;
}
