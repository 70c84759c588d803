import { loginDataSchema, envelopeSchema, anonSessionDataSchema } from '@casino/contract';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { emailOutbox } from '../db/schema';
import { apiHeaders } from './helper';

export interface TestPlayer {
  playerId: string;
  username: string;
  email: string;
  password: string;
  /** x-player-session of the login. */
  token: string;
}

let counter = 0;

export async function createAnonToken(app: App): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/anon', headers: apiHeaders() });
  expect(response.statusCode).toBe(200);
  return envelopeSchema(anonSessionDataSchema).parse(response.json()).data.anonSessionId;
}

/** POST /player/login as a fresh visitor; answers the raw response so tests can check refusals. */
export async function loginRequest(app: App, username: string, password: string) {
  const anon = await createAnonToken(app);
  return app.inject({
    method: 'POST',
    url: '/api/v1/player/login',
    headers: apiHeaders({ 'x-anon-session': anon }),
    payload: { username, password },
  });
}

export async function login(
  app: App,
  username: string,
  password: string,
): Promise<{ token: string; playerId: string }> {
  const response = await loginRequest(app, username, password);
  expect(response.statusCode, response.body).toBe(200);
  const { data } = envelopeSchema(loginDataSchema).parse(response.json());
  return { token: data.playerSessionId, playerId: data.player.id };
}

/**
 * A new player the way a real one comes: signs up, confirms with the link of the e-mail in the outbox,
 * and logs in. Overrides change the sign-up fields (currency, language, ...).
 */
export async function loginAsNewPlayer(
  app: App,
  overrides: { currency?: string; language?: string; country?: string } = {},
): Promise<TestPlayer> {
  counter += 1;
  const username = `player${process.pid}x${counter}`.slice(0, 20);
  const email = `${username}@example.test`;
  const password = 'Secret123!';
  const anon = await createAnonToken(app);
  const headers = apiHeaders({
    'x-anon-session': anon,
    ...(overrides.language ? { 'x-language': overrides.language } : {}),
  });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/register/long',
    headers,
    payload: {
      username,
      email,
      password,
      confirmPassword: password,
      currency: overrides.currency ?? 'EUR',
      country: overrides.country ?? 'DE',
      birthdate: '01-01-1990',
      privacy: true,
      ...(overrides.language ? { language: overrides.language } : {}),
    },
  });
  expect(signup.statusCode, signup.body).toBe(200);

  const [mail] = await app.db
    .select({ links: emailOutbox.links })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'registration-confirmation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail?.links[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  expect(token, 'confirmation link in the outbox').toBeTruthy();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/v1/register/complete/token',
    headers,
    payload: { token },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);

  const session = await login(app, username, password);
  return { ...session, username, email, password };
}

/** Headers of a call made by a logged-in player. */
export function playerHeaders(player: Pick<TestPlayer, 'token'>, extra: Record<string, string> = {}) {
  return apiHeaders({ 'x-player-session': player.token, ...extra });
}

/** The player takes a time-out or self-exclusion of `kind` through the API (their password given). */
export async function takeTimeOut(app: App, player: TestPlayer, kind: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/player/selfExclusion',
    headers: playerHeaders(player),
    payload: { kind, password: player.password },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The player logs out of the session `player.token` names. */
export async function logout(app: App, player: Pick<TestPlayer, 'token'>) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/player/logout',
    headers: playerHeaders(player),
  });
  expect(response.statusCode).toBe(200);
}
