import { anonSessionDataSchema, checkAnonSessionDataSchema, envelopeSchema } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { apiHeaders, createClock, useTestApp } from '../../test/helper';
import { hashSessionToken } from './session-tokens';

const day = 24 * 3_600_000;

describe('anonymous sessions', () => {
  const clock = createClock();
  const ctx = useTestApp({
    now: clock.now,
    registerExtraApiRoutes(api) {
      // Test-only routes that declare what they need of the session headers.
      api.get('/test/needs-anon', { config: { session: 'anon' } }, async (request) => ({
        id: request.anonSession?.kind,
      }));
      api.get('/test/needs-player', { config: { session: 'player' } }, async () => ({ ok: true }));
      api.get('/test/optional', async (request) => ({ anon: request.anonSession !== null }));
    },
  });

  async function createAnon() {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/anon', headers: apiHeaders() });
    expect(response.statusCode).toBe(200);
    return envelopeSchema(anonSessionDataSchema).parse(response.json()).data;
  }

  async function check(token?: string) {
    const headers = apiHeaders(token ? { 'x-anon-session': token } : {});
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/checkAnonSession', headers });
    expect(response.statusCode).toBe(200);
    return envelopeSchema(checkAnonSessionDataSchema).parse(response.json()).data;
  }

  it('creates a session with a 256-bit base64url token and an idle expiry', async () => {
    const data = await createAnon();
    expect(data.anonSessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expiresAt).getTime()).toBe(clock.now().getTime() + 7 * day);
    expect(data.country_code2).toBeNull(); // inject comes from 127.0.0.1
  });

  it('stores only the SHA-256 of the token', async () => {
    const { anonSessionId } = await createAnon();
    const rows = await ctx.db.select().from(sessions);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(anonSessionId);
    expect(rows.map((row) => row.tokenHash)).toContain(hashSessionToken(anonSessionId));
    const raw = await ctx.db.execute(
      sql`select count(*)::int as n from sessions where token_hash = ${anonSessionId}`,
    );
    expect(JSON.stringify(raw)).toContain('"n":0');
  });

  it('checks a live token as valid and a missing or unknown one as invalid, not as an error', async () => {
    const { anonSessionId } = await createAnon();
    expect(await check(anonSessionId)).toMatchObject({ valid: true });
    expect(await check()).toEqual({ valid: false, expiresAt: null });
    expect(await check('made-up-token')).toEqual({ valid: false, expiresAt: null });
  });

  it('slides the idle expiry when used, but writes last_seen at most once a minute', async () => {
    const { anonSessionId } = await createAnon();
    clock.advance(30_000);
    const soon = await check(anonSessionId);
    clock.advance(2 * 60_000);
    const later = await check(anonSessionId);
    expect(new Date(later.expiresAt!).getTime() - new Date(soon.expiresAt!).getTime()).toBe(150_000);
  });

  it('turns invalid after the idle timeout, and a session route then answers session_expired', async () => {
    const { anonSessionId } = await createAnon();
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/test/needs-anon',
      headers: apiHeaders({ 'x-anon-session': anonSessionId }),
    });
    expect(ok.statusCode).toBe(200);

    clock.advance(7 * day + 1);
    expect(await check(anonSessionId)).toEqual({ valid: false, expiresAt: null });
    for (const url of ['/api/v1/test/needs-anon', '/api/v1/test/optional', '/api/v1/skinMenu']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: apiHeaders({ 'x-anon-session': anonSessionId }),
      });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().info).toMatchObject({ success: false, resultCode: 'session_expired' });
    }
    // A stale token never blocks getting a new session.
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/anon',
      headers: apiHeaders({ 'x-anon-session': anonSessionId }),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('ends at the absolute timeout however active the visitor is', async () => {
    const { anonSessionId } = await createAnon();
    // Four visits six days apart keep it alive (idle is 7 days); day 30 ends it regardless.
    for (let i = 0; i < 4; i += 1) {
      clock.advance(6 * day);
      expect((await check(anonSessionId)).valid).toBe(true);
    }
    clock.advance(6 * day);
    expect((await check(anonSessionId)).valid).toBe(false);
  });

  it('asks for a player session where one is needed', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/test/needs-player',
      headers: apiHeaders(),
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().info.resultCode).toBe('player_session_required');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/test/needs-player',
      headers: apiHeaders({ 'x-player-session': 'stale' }),
    });
    expect(unknown.json().info.resultCode).toBe('session_expired');
  });

  it('does not accept an anonymous token as a player token', async () => {
    const { anonSessionId } = await createAnon();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/test/needs-player',
      headers: apiHeaders({ 'x-player-session': anonSessionId }),
    });
    expect(response.json().info.resultCode).toBe('session_expired');
  });
});
