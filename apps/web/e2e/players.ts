import type { BalanceData } from '@casino/contract/wallet';
import type { Page } from 'playwright-core';
import { waitForHome, type useBrowser } from './browser';
import { inject } from 'vitest';

/** Players for the journeys, made through the public API as the web app would make them. */

const baseURL = () => inject('baseURL');

export interface TestPlayer {
  username: string;
  password: string;
  email: string;
  anonSessionId: string;
  playerSessionId: string;
}

export type Json = { info: { success: boolean; resultCode: string }; data: Record<string, unknown> };

export async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      'api-key': inject('apiKey'),
      'x-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Json;
  if (!json.info.success) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

export async function outbox(email: string): Promise<string> {
  return (await fetch(`${baseURL()}/dev/outbox.json?to=${encodeURIComponent(email)}`)).text();
}

/** A confirmed, logged-in player made through the real API: sign up, the outbox link's token, log in. */
export async function registerPlayer(language = 'en'): Promise<TestPlayer> {
  const username = `p${Math.random().toString(36).slice(2, 12)}`;
  const email = `${username}@example.com`;
  const password = 'Secret123';
  const lang = { 'x-language': language };
  const { anonSessionId } = (await call('GET', '/api/v1/anon', undefined, lang)) as { anonSessionId: string };
  const anon = { ...lang, 'x-anon-session': anonSessionId };
  await call(
    'POST',
    '/api/v1/register/long',
    {
      username,
      email,
      password,
      confirmPassword: password,
      currency: 'EUR',
      country: 'DE',
      birthdate: '01-01-1990',
      privacy: true,
    },
    anon,
  );
  const token = /token=([\w-]+)/.exec(await outbox(email))?.[1];
  if (!token) throw new Error(`no confirmation link for ${email}`);
  await call('POST', '/api/v1/register/complete/token', { token }, anon);
  const { playerSessionId } = (await call(
    'POST',
    '/api/v1/player/login',
    { username, password, terms: true },
    anon,
  )) as { playerSessionId: string };
  return { username, password, email, anonSessionId, playerSessionId };
}

/** A registered player with a complete profile (the cashier asks for one). */
export async function createPlayer(): Promise<TestPlayer> {
  const player = await registerPlayer();
  const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
  await call('POST', '/api/v1/player/update/personal', { fname: 'Anna', lname: 'Berg' }, session);
  await call(
    'POST',
    '/api/v1/player/update/address',
    { address: 'Hauptstrasse 1', city: 'Berlin', zip: '10115' },
    session,
  );
  await call('POST', '/api/v1/player/update/contact', { mobile: '+4915123456789' }, session);
  return player;
}

/** Puts the player's sessions where the app keeps them, once, before the first page load. */
export async function seedSession(page: Page, player: TestPlayer, locale = 'en') {
  await page.addInitScript(
    ([anon, session, language]) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('anonSessionId', anon!);
      localStorage.setItem('playerSessionId', session!);
      localStorage.setItem('user-locale', language!);
      sessionStorage.setItem('seeded', '1');
    },
    [player.anonSessionId, player.playerSessionId, locale],
  );
}

/** Credits the player's balance through the sandbox processor's signed webhook (a real deposit). */
export async function depositThroughSandbox(player: TestPlayer, amount: string): Promise<void> {
  const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
  const invoice = (await call('POST', '/api/v1/player/deposit', { currency: 'BTC', amount }, session)) as {
    id: string;
  };
  await call('POST', `/api/v1/player/deposit/${invoice.id}/simulate`, undefined, session);
}

/**
 * Closes the persistent "new message" notice if the page raised one, as a player would before tapping
 * what it covers on a phone. A notification that arrives during the journey (a deposit credited) joins
 * the day's message entry, so the entry is announced again on the next page: when is not fixed.
 */
export async function closeMessageNotice(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const notice = page.getByTestId('messages-toast');
  if ((await notice.count()) > 0) await notice.getByRole('button').first().click();
  await notice.waitFor({ state: 'detached' });
}

/** A page of the browser suite (`useBrowser()`'s opener). */
type OpenPage = ReturnType<typeof useBrowser>;

/** The player logged in on a phone (360 px), on the home page once it has painted. */
export async function openHomeOnPhone(openPage: OpenPage, player: TestPlayer) {
  const opened = await openPage({ viewport: { width: 360, height: 740 }, isMobile: true });
  await seedSession(opened.page, player);
  await opened.page.goto('/');
  await waitForHome(opened.page);
  return opened;
}

/** What the player really has, from the endpoint the header reads: cash plus bonus, in minor units. */
export async function accountBalance(player: TestPlayer): Promise<number> {
  const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
  const balance = (await call('GET', '/api/v1/player/balance', undefined, session)) as unknown as BalanceData;
  return Number(balance.minor.cash) + Number(balance.minor.bonus);
}

/** The sportsbook's launch URL for the player: what the web app's /sportsbook opens (no games list shows it). */
export async function sportsbookLaunchUrl(player: TestPlayer): Promise<string> {
  const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
  const { game } = (await call('GET', '/api/v1/sportsbook/game')) as { game: { id: string } };
  const { url } = (await call('GET', `/api/v1/player/game/${game.id}`, undefined, session)) as {
    url: string;
  };
  return url;
}
