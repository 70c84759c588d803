import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { useTestApp } from '../../test/helper';
import { createAnonToken, loginAsNewPlayer } from '../../test/players';

const clientId = 'test-client.apps.googleusercontent.com';

describe('Google sign-in', () => {
  let googleKey: CryptoKey;
  let strangerKey: CryptoKey;
  const jwks = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(publishedKeys));
  });
  let publishedKeys: unknown = { keys: [] };
  const env: Record<string, string> = { ...relaxedLimitsEnv, GOOGLE_CLIENT_ID: clientId };
  beforeAll(async () => {
    const google = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    publishedKeys = {
      keys: [{ ...(await exportJWK(google.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }],
    };
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
  });
  afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));
  const ctx = useTestApp({ env });

  function idToken(claims: Record<string, unknown>, key = googleKey, audience = clientId) {
    return new SignJWT({ email_verified: true, given_name: 'Ada', family_name: 'Lovelace', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
  }
  async function google(body: Record<string, unknown>) {
    const anon = await createAnonToken(ctx.app);
    return call(ctx.app, 'POST', '/instantRegLogin/google', { anon, body });
  }
  const registration = { currencycode: 'EUR', birthdate: '01-01-1990', terms: true };

  it('tells the web app it is enabled, with the public client id', async () => {
    const config = await call(ctx.app, 'GET', '/skinConfig/all');
    expect(config.json().data.googleSignIn).toEqual({ enabled: true, clientId });
  });

  it('asks for a username, refuses a taken one, then registers a confirmed account and logs it in', async () => {
    const existing = await loginAsNewPlayer(ctx.app);
    const token_id = await idToken({ sub: 'google-sub-1', email: 'ada@gmail.test' });

    const missing = await google({ token_id, ...registration });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      info: { resultCode: 'missing_username', message: '' },
      data: { email: 'ada@gmail.test', given_name: 'Ada' },
    });
    const taken = await google({ token_id, ...registration, username: existing.username.toUpperCase() });
    expect(taken.json().info.resultCode).toBe('username_not_unique');
    const young = await google({
      token_id,
      ...registration,
      username: 'adalovelace',
      birthdate: '01-01-2020',
    });
    expect(young.json().data.issues).toMatchObject([{ field: 'birthdate', code: 'must_be_18_or_over' }]);

    const created = await google({ token_id, ...registration, username: 'adalovelace' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.player).toMatchObject({
      username: 'adalovelace',
      email: 'ada@gmail.test',
      emailConfirmed: true,
      fname: 'Ada',
    });
    expect(created.body).not.toContain('google-sub-1');

    // Known sub: logs straight in, no registration fields needed.
    const again = await google({ token_id: await idToken({ sub: 'google-sub-1', email: 'ada@gmail.test' }) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.player.username).toBe('adalovelace');
  });

  it('cleans Google names of invisible, right-to-left override and markup characters', async () => {
    const token_id = await idToken({
      sub: 'google-sub-names',
      email: 'mallory@gmail.test',
      given_name: '\u202EMal\u200Blory<script>',
      family_name: 'Eve\u0301  Smith\u2066',
    });
    const missing = await google({ token_id, ...registration });
    expect(missing.json().data.given_name).toBe('Malloryscript');
    const created = await google({ token_id, ...registration, username: 'mallory1' });
    expect(created.json().data.player).toMatchObject({ fname: 'Malloryscript', lname: 'Ev\u00E9 Smith' });
  });

  it('links a verified e-mail of an existing account and logs into it', async () => {
    const existing = await loginAsNewPlayer(ctx.app);
    const response = await google({
      token_id: await idToken({ sub: 'google-sub-2', email: existing.email.toUpperCase() }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.player.id).toBe(existing.playerId);
    const [row] = await ctx.db
      .select({ sub: players.googleSub })
      .from(players)
      .where(eq(players.id, existing.playerId));
    expect(row?.sub).toBe('google-sub-2');
  });

  it('refuses a self-excluded account as the password login does', async () => {
    const existing = await loginAsNewPlayer(ctx.app);
    const until = new Date(Date.now() + 3_600_000);
    await ctx.db.update(players).set({ selfExcludedUntil: until }).where(eq(players.id, existing.playerId));
    const response = await google({
      token_id: await idToken({ sub: 'google-sub-4', email: existing.email }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      info: { resultCode: 'account_self_excluded' },
      data: { until: until.toISOString() },
    });
  });

  it('refuses a token signed by another key, for another audience, or with a forged body', async () => {
    const forged = await google({
      token_id: await idToken({ sub: 'google-sub-1', email: 'ada@gmail.test' }, strangerKey),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().info.resultCode).toBe('google_token_invalid');
    const otherApp = await google({
      token_id: await idToken({ sub: 'google-sub-1', email: 'ada@gmail.test' }, googleKey, 'someone-else'),
    });
    expect(otherApp.json().info.resultCode).toBe('google_token_invalid');
    expect((await google({ token_id: 'not.a.jwt', sub: 'google-sub-1' })).json().info.resultCode).toBe(
      'google_token_invalid',
    );
  });

  it('does not register an unverified e-mail', async () => {
    const response = await google({
      token_id: await idToken({ sub: 'google-sub-3', email: 'eve@gmail.test', email_verified: false }),
      ...registration,
      username: 'evesomeone',
    });
    expect(response.json().info.resultCode).toBe('email_not_confirmed');
  });
});
