import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client';
import { deposits, ledgerEntries, withdrawals } from '../../db/schema';
import { relaxedLimitsEnv } from '../../test/accounts';
import { sandboxSecret } from '../../test/cashier';
import { serverRoot, startServer, stopServer, type ServerProcess } from '../../test/server-process';
import { adminQuery } from '../../test/test-db';
import { reconcile } from '../ledger/reconcile';
import { sandboxSignatureHeader, signSandboxBody } from './sandbox-processor';

const apiKey = 'crash-test-key';
const serverUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'casino-crash-'));
const databaseName = `crash_${randomBytes(5).toString('hex')}`;
const childDatabaseUrl = serverUrl
  ? Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString()
  : null;
const env = {
  ...relaxedLimitsEnv,
  NODE_ENV: 'development',
  SKIN_API_KEY: apiKey,
  RATE_LIMIT_MAX: '1000000',
  SANDBOX_WEBHOOK_SECRET: sandboxSecret,
  ...(childDatabaseUrl ? { DATABASE_URL: childDatabaseUrl } : { DATA_DIR: dataDir }),
};

let server: ServerProcess;

async function api(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'api-key': apiKey,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { 'x-player-session': init.token } : {}),
      ...init.headers,
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    json: (await response.json()) as { info: { resultCode: string }; data: Record<string, unknown> },
  };
}

/** Signs up, confirms through the dev outbox, logs in and fills the profile: all over HTTP. */
async function newPlayer(index: number): Promise<string> {
  const anon = (await api('/api/v1/anon')).json.data.anonSessionId as string;
  const username = `crash${index}x${randomBytes(3).toString('hex')}`;
  const email = `${username}@example.test`;
  const signup = await api('/api/v1/register/long', {
    headers: { 'x-anon-session': anon },
    body: {
      username,
      email,
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      currency: 'EUR',
      country: 'DE',
      birthdate: '01-01-1990',
      privacy: true,
    },
  });
  expect(signup.status).toBe(200);
  const outbox = (await (
    await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as { emails: { links: string[] }[] };
  const token = new URL(outbox.emails[0]?.links[0] ?? 'http://x/').searchParams.get('token');
  expect(
    (await api('/api/v1/register/complete/token', { headers: { 'x-anon-session': anon }, body: { token } }))
      .status,
  ).toBe(200);
  const login = await api('/api/v1/player/login', {
    headers: { 'x-anon-session': anon },
    body: { username, password: 'Secret123!' },
  });
  const session = login.json.data.playerSessionId as string;
  await api('/api/v1/player/update/personal', { token: session, body: { fname: 'Ada', lname: 'Lovelace' } });
  await api('/api/v1/player/update/address', {
    token: session,
    body: { address: '1 Main St', city: 'Berlin', zip: '10115' },
  });
  const contact = await api('/api/v1/player/update/contact', {
    token: session,
    body: { email, mobile: '+4915112345678' },
  });
  expect(contact.status, JSON.stringify(contact.json)).toBe(200);
  return session;
}

function webhook(invoiceId: string, paymentId: string, amount: string) {
  const body = JSON.stringify({ invoiceId, paymentId, cryptoCurrency: 'BTC', amount, status: 'paid' });
  return api('/payments/webhook/sandbox', {
    body,
    headers: { [sandboxSignatureHeader]: signSandboxBody(body, sandboxSecret) },
  });
}

interface Sent {
  paymentId: string;
  invoiceId: string;
  amount: string;
  answer: string | null;
}

describe('SIGKILL during a storm of deposits and withdrawals', () => {
  beforeAll(async () => {
    // `npm test` builds the server before any test; rebuilding it here emptied dist/ under the browser
    // journeys that start servers from it meanwhile. Run alone after a change: build the server first.
    if (!existsSync(join(serverRoot, 'dist', 'main.js')))
      execFileSync(process.execPath, ['build.mjs'], { cwd: serverRoot, stdio: 'ignore' });
    if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE "${databaseName}"`);
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing half-done: the books reconcile and every accepted request is wholly there', async () => {
    server = await startServer(env);
    const sessions = await Promise.all([0, 1, 2, 3].map(newPlayer));
    const sent: Sent[] = [];
    const acceptedWithdrawals: string[] = [];
    let isRunning = true;

    async function depositLoop(token: string, lane: number) {
      for (let i = 0; isRunning; i += 1) {
        try {
          const invoice = await api('/api/v1/player/deposit', {
            token,
            body: { currency: 'BTC', amount: '10.00' },
          });
          if (invoice.status !== 200) continue;
          const record: Sent = {
            paymentId: `crash-${lane}-${i}`,
            invoiceId: invoice.json.data.id as string,
            amount: invoice.json.data.cryptoAmount as string,
            answer: null,
          };
          sent.push(record);
          const answer = await webhook(record.invoiceId, record.paymentId, record.amount);
          if (answer.status === 200) record.answer = JSON.stringify(answer.json);
        } catch {
          return; // the server is gone
        }
      }
    }
    async function withdrawLoop(token: string) {
      while (isRunning) {
        try {
          const response = await api('/api/v1/player/withdraw', {
            token,
            body: { method: 'BTC', amount: '20.00' },
          });
          if (response.status === 200) acceptedWithdrawals.push(response.json.data.id as string);
          else await new Promise((resolve) => setTimeout(resolve, 5));
        } catch {
          return;
        }
      }
    }
    const storm = sessions.flatMap((token, lane) => [
      depositLoop(token, lane),
      depositLoop(token, lane + 10),
      withdrawLoop(token),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await stopServer(server, 'SIGKILL');
    isRunning = false;
    await Promise.all(storm);
    const accepted = sent.filter((record) => record.answer !== null);
    expect(accepted.length).toBeGreaterThan(5);
    expect(acceptedWithdrawals.length).toBeGreaterThan(0);

    // Restarted, the processor retries every webhook it sent: accepted ones answer exactly as before,
    // unanswered ones are credited now, and none twice.
    server = await startServer(env);
    for (const record of sent) {
      const again = await webhook(record.invoiceId, record.paymentId, record.amount);
      expect(again.status, JSON.stringify(again.json)).toBe(200);
      if (record.answer) expect(JSON.stringify(again.json)).toBe(record.answer);
    }
    await stopServer(server, 'SIGTERM');

    const handle: DbHandle = await openDatabase({ databaseUrl: childDatabaseUrl, dataDir });
    try {
      const books = await reconcile(handle.db);
      expect(books.accountMismatches).toEqual([]);
      expect(books.unbalancedEntries).toEqual([]);
      const paid = await handle.db
        .select()
        .from(deposits)
        .where(
          inArray(
            deposits.invoiceId,
            sent.map((record) => record.invoiceId),
          ),
        );
      expect(paid.every((row) => row.status === 'completed')).toBe(true);
      const depositKeys = sent.map((record) => `deposit:sandbox:${record.paymentId}`);
      const depositEntries = await handle.db
        .select({ key: ledgerEntries.idempotencyKey })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.idempotencyKey, depositKeys));
      expect(depositEntries).toHaveLength(sent.length);
      // Every withdrawal row that exists (accepted or caught mid-answer) has its hold, and only one.
      const rows = await handle.db.select({ id: withdrawals.id }).from(withdrawals);
      expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(acceptedWithdrawals));
      for (const row of rows) {
        const holds = await handle.db
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.idempotencyKey, `withdrawal:${row.id}:hold`));
        expect(holds).toHaveLength(1);
      }
      const holdEntries = await handle.db
        .select({ key: ledgerEntries.idempotencyKey })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.kind, 'withdrawal_hold'));
      expect(holdEntries).toHaveLength(rows.length);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
