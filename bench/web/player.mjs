// A logged-in player for `bench:web`'s sportsbook pages: signed up, confirmed from the outbox and
// logged in through the real API, his sessions put where the web app keeps them before the measured
// runs, and the sportsbook launched for him (its launch URL opens an event page on its own).
import { chromium } from 'playwright-core';

const apiKey = process.env.SKIN_API_KEY ?? 'demo-skin-key';

async function call(base, method, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'api-key': apiKey,
      'x-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.info?.success) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Signs a player up, confirms him from the outbox and logs him in: his two session ids. */
export async function createBenchPlayer(base) {
  const username = `bench${Math.random().toString(36).slice(2, 10)}`;
  const email = `${username}@example.com`;
  const password = 'Secret123';
  const { anonSessionId } = await call(base, 'GET', '/api/v1/anon');
  const anon = { 'x-anon-session': anonSessionId };
  const signUp = { username, email, password, confirmPassword: password, currency: 'EUR' };
  await call(
    base,
    'POST',
    '/api/v1/register/long',
    { ...signUp, country: 'DE', birthdate: '01-01-1990', privacy: true },
    anon,
  );
  const mail = await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).text();
  const token = /token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no confirmation e-mail for ${email} (is the dev outbox on?)`);
  await call(base, 'POST', '/api/v1/register/complete/token', { token }, anon);
  const { playerSessionId } = await call(
    base,
    'POST',
    '/api/v1/player/login',
    { username, password, terms: true },
    anon,
  );
  return { anonSessionId, playerSessionId };
}

/** The sportsbook's launch URL for the player, opening its first match's event page. */
export async function sportsbookEventUrl(base, player) {
  const session = { 'x-anon-session': player.anonSessionId, 'x-player-session': player.playerSessionId };
  const { game } = await call(base, 'GET', '/api/v1/sportsbook/game');
  const { url } = await call(base, 'GET', `/api/v1/player/game/${game.id}`, undefined, session);
  const token = new URL(url, base).searchParams.get('launch');
  const events = await fetch(`${base}/sportsbook-api/api/events?limit=20`, {
    headers: { 'x-sportsbook-session': token },
  }).then((response) => response.json());
  const match = events.data.events.find((event) => event.mainMarket && event.away !== 'winner');
  if (!match) throw new Error('the sportsbook lists no match');
  return `${new URL(url, base).pathname}?launch=${token}&lang=en&view=mobile&event=${encodeURIComponent(match.id)}`;
}

/** Puts the player's sessions in the browser's storage for the web app's origin (Lighthouse keeps it). */
export async function seedBrowser(chromePort, base, player) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/health`);
    await page.evaluate((ids) => {
      localStorage.setItem('anonSessionId', ids.anonSessionId);
      localStorage.setItem('playerSessionId', ids.playerSessionId);
      localStorage.setItem('user-locale', 'en');
    }, player);
    await page.close();
  } finally {
    // Closing a browser reached over CDP only disconnects from it: Lighthouse's Chrome stays open.
    await browser.close();
  }
}
