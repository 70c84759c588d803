import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxSignatureHeader, signSandboxBody } from '../modules/cashier/sandbox-processor';
import { runUntilExit, startServer, stopServer } from '../test/server-process';
import { generateSecret, isPublishedSecret } from './secret-rules';
import { secretsFileName } from './stored-secrets';

// Issue 12.1 and 12.8, on the built server as `npm start` runs it: a production start refuses every
// weak signing key by name and exits non-zero; the demo start signs with keys it generated once.
const folders: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'casino-start-secrets-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Drawn per run: production refuses a key written in the repository.
const strong = generateSecret();
const formerDefaults = {
  STUDIO_SECRET: 'studio-secret-change-me-please',
  SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret-change-me',
};

describe('a production start', () => {
  const production = (env: Record<string, string>) => ({
    NODE_ENV: 'production',
    DATA_DIR: dataDir(),
    ...env,
  });
  // Every key's rule is proven in-process by config.test.ts; the built server is started for two of
  // them (a missing key, a published one) to prove a refusal reaches the process: named, non-zero.
  const cases: Array<{ name: string; env: Record<string, string>; key: RegExp }> = [
    { name: 'no STUDIO_SECRET', env: {}, key: /STUDIO_SECRET: must be set in production/ },
    {
      name: "the sandbox's former default",
      env: {
        STUDIO_SECRET: strong,
        SANDBOX_PAYMENTS: 'true',
        SANDBOX_WEBHOOK_SECRET: formerDefaults.SANDBOX_WEBHOOK_SECRET,
      },
      key: /SANDBOX_WEBHOOK_SECRET: is a published/,
    },
  ];

  for (const { name, env, key } of cases)
    it(`refuses to start with ${name}, naming the key, and exits non-zero`, async () => {
      const { code, output } = await runUntilExit(production(env));
      expect(code, output).not.toBe(0);
      expect(output).toMatch(/Invalid configuration/);
      expect(output).toMatch(key);
    });

  it('starts with strong keys of its own and serves no demo', async () => {
    const server = await startServer(
      production({ STUDIO_SECRET: strong, STAFF_TOTP_KEY: `${strong}-staff-totp`, TRUST_PROXY: '1' }),
    );
    try {
      const script = await (await fetch(`${server.baseUrl}/app-config.js`)).text();
      expect(script).toContain('"demo":{"outbox":false,"sandboxPayments":false}');
      // No outbox route: the web app's fallback answers the path with its page, not mails.
      const outbox = await fetch(`${server.baseUrl}/dev/outbox.json`);
      expect(outbox.headers.get('content-type')).not.toContain('application/json');
      expect(server.log()).not.toMatch(/Demo mode/);
    } finally {
      await stopServer(server, 'SIGTERM');
    }
  }, 200_000);
});

describe('the demo start (no NODE_ENV, no keys set)', () => {
  async function webhookAnswer(baseUrl: string, secret: string) {
    const body = '{}';
    const response = await fetch(`${baseUrl}/payments/webhook/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [sandboxSignatureHeader]: signSandboxBody(body, secret),
      },
      body,
    });
    return ((await response.json()) as { info: { resultCode: string } }).info.resultCode;
  }

  it('generates its keys once in DATA_DIR, signs with them, and keeps them across a restart', async () => {
    const dir = dataDir();
    const file = join(dir, secretsFileName);
    const first = await startServer({ DATA_DIR: dir });
    let stored: Record<string, string>;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      expect(Object.keys(stored).sort()).toEqual(['SANDBOX_WEBHOOK_SECRET', 'STUDIO_SECRET']);
      for (const value of Object.values(stored)) {
        expect(value.length).toBeGreaterThanOrEqual(32);
        expect(isPublishedSecret(value)).toBe(false);
        expect(Object.values(formerDefaults)).not.toContain(value);
      }
      // A plain line of its own for the person at the terminal, not a field inside a JSON record.
      expect(first.log()).toMatch(/^Demo mode \(NODE_ENV=\w+\): e-mails are listed at .*\/dev\/outbox; /m);
      expect(await webhookAnswer(first.baseUrl, formerDefaults.SANDBOX_WEBHOOK_SECRET)).toBe(
        'invalid_signature',
      );
      expect(await webhookAnswer(first.baseUrl, stored.SANDBOX_WEBHOOK_SECRET!)).not.toBe(
        'invalid_signature',
      );
      const script = await (await fetch(`${first.baseUrl}/app-config.js`)).text();
      expect(script).toContain('"demo":{"outbox":true,"sandboxPayments":true}');
    } finally {
      await stopServer(first, 'SIGTERM');
    }

    const second = await startServer({ DATA_DIR: dir });
    try {
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(stored);
      expect(await webhookAnswer(second.baseUrl, stored.SANDBOX_WEBHOOK_SECRET!)).not.toBe(
        'invalid_signature',
      );
    } finally {
      await stopServer(second, 'SIGTERM');
    }
  }, 330_000);
});
