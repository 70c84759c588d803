import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxedLimitsEnv } from '../test/accounts';
import { sandboxSecret } from '../test/cashier';
import { startServer, stopServer, type ServerProcess } from '../test/server-process';

const apiKey = 'log-test-key';
const dataDir = mkdtempSync(join(tmpdir(), 'casino-logs-'));
const staff = { username: 'logadmin', password: 'log-admin-password-1' };
const env = {
  ...relaxedLimitsEnv,
  NODE_ENV: 'development',
  SKIN_API_KEY: apiKey,
  RATE_LIMIT_MAX: '1000000',
  SANDBOX_WEBHOOK_SECRET: sandboxSecret,
  STAFF_ADMIN_USERNAME: staff.username,
  STAFF_ADMIN_PASSWORD: staff.password,
  // The journey's admin has no second factor: this test is about the log, not enrolment.
  STAFF_TOTP_REQUIRED: 'false',
  DATA_DIR: dataDir,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Answer {
  status: number;
  json: { info: { resultCode: string }; data: Record<string, unknown> };
}

/**
 * A player's whole journey through the BUILT server (the studio embedded), every log line captured
 * from its output: sign-up and its confirmation link, a password reset, a real-money studio game, a
 * withdrawal and its e-mailed link. No token of any of them may appear in the log.
 */
describe('the access log of a full journey', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // A real port: the embedded studio and the catalogue sync call the server on its own port.
    server = await startServer({ ...env, PORT: String(await freePort()) });
  }, 90_000);
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(
    path: string,
    init: { token?: string; anon?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'api-key': apiKey,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { 'x-player-session': init.token } : {}),
        ...(init.anon ? { 'x-anon-session': init.anon } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    let json: Answer['json'];
    try {
      json = JSON.parse(text) as Answer['json'];
    } catch {
      json = { info: { resultCode: 'not_json' }, data: {} };
    }
    return { status: response.status, json };
  }
  const ok = (answer: Answer, what: string) => {
    expect(answer.status, `${what}: ${JSON.stringify(answer.json)}`).toBe(200);
    return answer.json.data;
  };
  async function lastLink(email: string, template: string): Promise<string> {
    const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`);
    const { emails } = (await response.json()) as { emails: { template: string; links: string[] }[] };
    const link = emails.find((mail) => mail.template === template)?.links[0];
    if (!link) throw new Error(`no ${template} mail`);
    return link;
  }
  const page = (link: string) => fetch(`${server.baseUrl}${new URL(link).pathname}${new URL(link).search}`);

  it('holds no token, and still says which routes were hit', async () => {
    const secrets: Record<string, string> = {};
    const anon = ok(await send('/api/v1/anon'), 'anon').anonSessionId as string;
    secrets.anonSession = anon;
    const username = `logs${randomBytes(3).toString('hex')}`;
    const email = `${username}@example.test`;
    ok(
      await send('/api/v1/register/long', {
        anon,
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
      }),
      'sign-up',
    );

    // The confirmation link, opened as the player's browser would, then its token sent by the page.
    const confirmation = await lastLink(email, 'registration-confirmation');
    secrets.registration = new URL(confirmation).searchParams.get('token') ?? '';
    await page(confirmation);
    ok(
      await send('/api/v1/register/complete/token', { anon, body: { token: secrets.registration } }),
      'confirm',
    );

    // Forgotten password: the reset link's page, then the new password with its token.
    ok(await send('/api/v1/player/forgottenpass', { anon, body: { email } }), 'forgot');
    const reset = await lastLink(email, 'password-reset');
    secrets.reset = new URL(reset).pathname.split('/').pop() ?? '';
    await page(reset);
    ok(
      await send('/api/v1/player/resetPassword', {
        anon,
        body: { token: secrets.reset, password: 'Fresh456!x', confirmPassword: 'Fresh456!x' },
      }),
      'reset',
    );
    const login = ok(
      await send('/api/v1/player/login', { anon, body: { username, password: 'Fresh456!x' } }),
      'login',
    );
    const token = login.playerSessionId as string;
    secrets.playerSession = token;

    // Cashier-ready profile and a sandbox deposit.
    ok(
      await send('/api/v1/player/update/personal', { token, body: { fname: 'Ada', lname: 'Lovelace' } }),
      'name',
    );
    ok(
      await send('/api/v1/player/update/address', {
        token,
        body: { address: '1 Main St', city: 'Berlin', zip: '10115' },
      }),
      'address',
    );
    ok(await send('/api/v1/player/update/contact', { token, body: { mobile: '+4915112345678' } }), 'mobile');
    const invoice = ok(
      await send('/api/v1/player/deposit', { token, body: { currency: 'BTC', amount: '100' } }),
      'deposit',
    );
    ok(await send(`/api/v1/player/deposit/${String(invoice.id)}/simulate`, { token, body: {} }), 'pay');

    // A real-money studio game: the game page's URL carries the studio's launch token.
    let gameId: string | undefined;
    let lastSearch = '';
    for (let tries = 0; tries < 60 && !gameId; tries += 1) {
      const found = await send('/api/v1/games/search/dice', { token });
      const games = (found.json.data?.games ?? []) as { id: string; slug: string; provider: string }[];
      gameId = games.find((candidate) => candidate.slug === 'dice')?.id;
      lastSearch = JSON.stringify(found).slice(0, 300);
      if (!gameId) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(gameId, `the studio catalogue was synced: ${lastSearch}`).toBeDefined();
    const launch = ok(await send(`/api/v1/player/game/${gameId!}`, { token }), 'launch');
    const gameUrl = new URL(launch.url as string, server.baseUrl);
    secrets.studioLaunch = gameUrl.searchParams.get('launch') ?? '';
    expect(secrets.studioLaunch.length).toBeGreaterThan(20);
    expect((await fetch(`${server.baseUrl}${gameUrl.pathname}${gameUrl.search}`)).status).toBe(200);
    await fetch(`${server.baseUrl}/studio/api/session`, {
      headers: { 'x-studio-session': secrets.studioLaunch },
    });

    // A withdrawal, approved by staff, paid through the e-mailed link.
    ok(await send('/api/v1/player/withdraw', { token, body: { method: 'BTC', amount: '40' } }), 'withdraw');
    const staffLogin = ok(await send('/staff/v1/login', { body: staff }), 'staff login');
    secrets.staff = staffLogin.token as string;
    const queue = ok(
      await send('/staff/v1/withdrawals', { headers: { authorization: `Bearer ${secrets.staff}` } }),
      'queue',
    );
    const pending =
      JSON.stringify(queue).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
    let approved = false;
    for (const id of pending) {
      const answer = await send(`/staff/v1/withdrawals/${id}/approve`, {
        body: {},
        headers: { authorization: `Bearer ${secrets.staff}` },
      });
      approved ||= answer.status === 200;
    }
    expect(approved).toBe(true);
    const withdrawalLink = await lastLink(email, 'withdrawal-approved');
    secrets.withdrawalLink = new URL(withdrawalLink).pathname.split('/').pop() ?? '';
    await page(withdrawalLink);
    ok(await send(`/api/v1/withdrawalLink/${secrets.withdrawalLink}`), 'link view');
    ok(
      await send(`/api/v1/withdrawalLink/${secrets.withdrawalLink}`, {
        body: { cryptoCurrency: 'XRP', address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', memoTag: '12345' },
      }),
      'payout address',
    );

    // Give the last "request completed" lines a moment to be written.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = server.log();
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(20);
      expect(log.includes(secret), `${name} token is in the log`).toBe(false);
    }
    // Still an access log: each route is named, the token shown as [redacted].
    for (const route of [
      '/register-token?token=[redacted]',
      '/reset-password/[redacted]',
      '/studio/play/dice?launch=[redacted]',
      '/withdraw-link/[redacted]',
      '/api/v1/withdrawalLink/[redacted]',
      '"route":"/api/v1/withdrawalLink/:token"',
      '/api/v1/player/resetPassword',
      '/api/v1/register/complete/token',
    ])
      expect(log, route).toContain(route);
  }, 180_000);
});
