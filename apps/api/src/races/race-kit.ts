import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type App } from '../app';
import type { Env } from '../config';
import type { DbHandle } from '../db/client';
import { rowsOf } from '../db/transaction';
import { testStudioSecret } from '../modules/wallet/wallet-test-kit';
import { reconcile } from '../modules/ledger/reconcile';
import { testConfig } from '../test/helper';
import { playerHeaders, type TestPlayer } from '../test/players';
import { createTestDatabase } from '../test/test-db';

const serverUrl = process.env.DATABASE_URL;
/** The races prove locking, which PGlite (one connection, everything serialised) cannot show. */
export const isPostgres = !!serverUrl && /^postgres(ql)?:\/\//.test(serverUrl);

/**
 * A race takes seconds; the allowance is for a machine busy with other work (a loaded CI runner), where
 * the sign-ups of its players (password hashing) slow down first.
 */
export const raceOptions = { timeout: 90_000 };

/** Requests sent at once in each race. */
export const concurrency = 24;
/** Connections of the server's pool: more than the requests of a race, so all of them run at once. */
const poolSize = concurrency + 4;

export interface RaceServer {
  app: App;
  db: DbHandle['db'];
  baseUrl: string;
  /** The most statements of the app's database running (or waiting on a lock) at once in the last sendAll. */
  peakActive: number;
}

/**
 * The real app on a database of its own on the PostgreSQL server, with a pool as big as a race, and
 * listening on a port of 127.0.0.1 for the client process. Register inside the suite that skips on
 * PGlite, after useFakeProvider (whose URL the config reads).
 */
export function useRaceServer(options: { env: Env; now?: () => Date }) {
  const ctx = {} as RaceServer;
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase({ poolSize });
    ctx.db = handle.db;
    ctx.peakActive = 0;
    ctx.app = await buildApp({
      config: testConfig({ RATE_LIMIT_MAX: '100000', ...options.env }),
      db: handle.db,
      ...(options.now ? { now: options.now } : {}),
    });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    ctx.baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await ctx.app?.close();
    await handle?.close();
  });
  return ctx;
}

export interface PlannedRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Signed with the provider's secret by the client process. */
  sign?: boolean;
}

export interface ClientAnswer {
  status: number;
  // The answer as the client process parsed it; each test reads the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const clientScript = fileURLToPath(new URL('./provider-client.mjs', import.meta.url));

/**
 * Sends the requests all at once from another process (a provider's client: its own sockets, its
 * own signatures) to the listening server, and answers what came back, in the order given.
 */
export async function sendAll(server: RaceServer, requests: PlannedRequest[]): Promise<ClientAnswer[]> {
  const sampler = await samplePeakActive(server.db);
  try {
    return await runClient(server, requests);
  } finally {
    server.peakActive = await sampler.stop();
  }
}

function runClient(server: RaceServer, requests: PlannedRequest[]): Promise<ClientAnswer[]> {
  const child = spawn(process.execPath, [clientScript], {
    env: {
      PATH: process.env.PATH ?? '',
      PROVIDER_CODE: 'nova-studio',
      PROVIDER_SECRET: testStudioSecret,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  child.stdin.end(JSON.stringify({ baseUrl: server.baseUrl, requests }));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`client process exited with ${code}: ${errors}`));
      const answers = JSON.parse(output) as ClientAnswer[];
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThan(0);
      resolve(answers);
    });
  });
}

/**
 * Counts, every few milliseconds, the app's sessions on the database that run a statement or wait on
 * a lock: the proof that a race's requests really met in the database, not one after the other.
 */
async function samplePeakActive(db: DbHandle['db']) {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`SELECT current_database() AS name`));
  const url = new URL(serverUrl!);
  url.pathname = `/${row!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let peak = 0;
  let isRunning = true;
  const loop = (async () => {
    while (isRunning) {
      const result = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()",
      );
      peak = Math.max(peak, result.rows[0]?.n ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      isRunning = false;
      await loop;
      await client.end();
      return peak;
    },
  };
}

/** A signed seamless-wallet call (bet, win, rollback, balance). */
export function walletRequest(call: 'bet' | 'win' | 'rollback' | 'balance', body: unknown): PlannedRequest {
  return { path: `/provider/v1/${call}`, body, sign: true };
}

/** A call of a logged-in player to /api/v1. */
export function playerRequest(
  player: Pick<TestPlayer, 'token'>,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): PlannedRequest {
  return { method, path: `/api/v1${path}`, headers: playerHeaders(player), ...(body ? { body } : {}) };
}

/** How many answers carried each result code, e.g. { ok: 1, bonus_code_used_up: 23 }. */
export function countCodes(answers: ClientAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const code = String(answer.body?.info?.resultCode ?? `http_${answer.status}`);
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/**
 * The books after a race: every entry balanced per currency, every balance the sum of its postings
 * (the ledger's own reconciliation), and no account of a player (cash, bonus, withdrawal hold) below zero.
 */
export async function expectBooksReconciled(db: DbHandle['db']) {
  const books = await reconcile(db);
  expect(books.accountMismatches).toEqual([]);
  expect(books.unbalancedEntries).toEqual([]);
  const negative = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM ledger_accounts WHERE owner_kind = 'player' AND balance < 0`),
  );
  expect(negative).toEqual([]);
}

/** Sum of the positive postings of the entries whose idempotency key starts with `prefix`, and their count. */
export async function paidUnder(db: DbHandle['db'], prefix: string) {
  const [row] = rowsOf<{ sum: string; entries: number }>(
    await db.execute(sql`
      SELECT coalesce(sum(p.amount), 0)::text AS sum, count(DISTINCT e.id)::int AS entries
      FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
      WHERE e.idempotency_key LIKE ${`${prefix}%`} AND p.amount > 0`),
  );
  return { sum: BigInt(row!.sum), entries: row!.entries };
}
