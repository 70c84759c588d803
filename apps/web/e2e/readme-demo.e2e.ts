import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';
import { gameFrame, minorUnits } from './game-frames';

// Issue 13.1: the product started exactly as the README says (`npm start`), with nothing set by hand
// but a free port and a fresh data folder, must be a working demo. The next time that path breaks
// (a switch it needs, a secret it lacks, a page it hides), this journey fails.

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const openPage = useBrowser();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let port = 0;
let dataDir = '';
let server: ChildProcess | undefined;
let log = '';

async function waitUntilServed(url: string) {
  const deadline = Date.now() + 280_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`npm start exited:\n${log}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start served nothing:\n${log}`);
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'casino-readme-'));
  // Only what a shell has: no NODE_ENV, no DATABASE_URL, no secrets, no limits raised.
  server = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilServed(`http://127.0.0.1:${port}/health`);
}, 300_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(page: Page, username: string, password: string) {
  await page.getByTestId('header-signup').click();
  await page.getByTestId('auth-dialog').waitFor();
  await page.getByTestId('signup-username').fill(username);
  await page.getByTestId('signup-email').fill(`${username}@example.com`);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-confirm-password').fill(password);
  await page.getByTestId('signup-currency').selectOption('EUR');
  await page.getByTestId('signup-country').selectOption('DE');
  await page.getByTestId('signup-birthdate').fill('15-06-1990');
  await page.getByTestId('signup-privacy').check();
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-success').waitFor();
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/');
  await waitForHome(page);
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-deposit').waitFor();
}

/** The cashier asks for a complete profile before the first deposit. */
async function fillProfile(page: Page) {
  await page.goto('/profile/my-account');
  await page.getByTestId('page-profile-my-account').waitFor();
  await page.getByTestId('profile-field-fname').fill('Anna');
  await page.getByTestId('profile-field-lname').fill('Berg');
  await page.getByTestId('profile-save-personal').click();
  await page.getByTestId('profile-saved-personal').waitFor();
  await page.getByTestId('profile-field-address').fill('Hauptstrasse 1');
  await page.getByTestId('profile-field-city').fill('Berlin');
  await page.getByTestId('profile-field-zip').fill('10115');
  await page.getByTestId('profile-save-address').click();
  await page.getByTestId('profile-saved-address').waitFor();
  await page.getByTestId('profile-field-mobile').fill('+49 151 23456789');
  await page.getByTestId('profile-save-contact').click();
  await page.getByTestId('profile-saved-contact').waitFor();
}

const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('the README demo', () => {
  it('started with `npm start`: sign-up, confirmation from /dev/outbox, a sandbox deposit and a spin', async () => {
    expect(log).toMatch(/Demo mode/);
    // The README's address: links in the mails point at it (PUBLIC_URL's default).
    const { page, consoleErrors, close } = await openPage({
      baseURL: `http://localhost:${port}`,
      viewport: { width: 1440, height: 900 },
    });
    const username = `rd${Math.random().toString(36).slice(2, 12)}`;
    const password = 'Winter2026!';

    await page.goto('/');
    await waitForHome(page);
    const notice = page.getByTestId('demo-notice');
    expect(await notice.innerText()).toContain('e-mails go to /dev/outbox, deposits use the sandbox');
    await signUp(page, username, password);

    // The notice's link opens the outbox page, where the confirmation mail waits with its link.
    await page.keyboard.press('Escape');
    await page.getByTestId('demo-notice-outbox').click();
    await page.waitForURL('**/dev/outbox');
    await page.getByText(`to ${username}@example.com`).waitFor();
    await page.locator('a[href*="/register-token?token="]').first().click();
    await page.getByTestId('register-token-success').waitFor();

    await logIn(page, username, password);
    await fillProfile(page);

    await page.goto('/cashier/deposit');
    await page.getByTestId('deposit-currency').selectOption('BTC');
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-simulate').click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="header-balance"]')?.textContent?.includes('€50.00'),
    );

    await page.goto('/casino');
    await page.getByTestId('game-search').fill('neon fruits');
    // The search's own list, not the full list it replaces (a tile of that one closes with it).
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="game-list"] [data-testid="game-tile"]').length === 1,
      undefined,
      { timeout: 30_000 },
    );
    const slot = page.locator('[data-testid="game-tile"][data-slug="neon-fruits"]');
    await slot.getByRole('link').first().click();
    await page.getByTestId('game-info').getByTestId('game-play-now').click();
    await page.waitForURL('**/play/nova-studio/neon-fruits');
    const frame = await gameFrame(page, 'real');
    expect(minorUnits(await frame.getByTestId('studio-balance').innerText())).toBe(5000);
    await frame.getByTestId('studio-play').click();
    await frame.waitForFunction(
      () => !(document.querySelector('[data-testid="studio-play"]') as HTMLButtonElement).disabled,
      undefined,
      { timeout: 30_000 },
    );
    // The spin went through the signed wallet with the generated key: the round is in the history.
    await page.goto('/profile/history');
    await page.getByTestId('history-tab-gaming').click();
    await page.getByTestId('game-round').first().waitFor({ timeout: 20_000 });

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 180_000);
});
