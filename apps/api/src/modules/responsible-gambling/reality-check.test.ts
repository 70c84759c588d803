import { envelopeSchema, realityCheckStatusSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createClock, useTestApp } from '../../test/helper';
import { login, loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../test/players';
import { hashSessionToken } from '../session/session-tokens';
import { isRealityCheckDue } from './reality-check';

const minute = 60_000;

describe('reality checks', () => {
  const clock = createClock();
  const ctx = useTestApp({ now: clock.now, env: { PLAYER_SESSION_IDLE_MINUTES: '1000' } });
  let player: TestPlayer;

  beforeAll(async () => {
    player = await loginAsNewPlayer(ctx.app);
  });

  async function call(method: 'GET' | 'POST', url: string, payload?: object, token = player.token) {
    const response = await ctx.app.inject({
      method,
      url: `/api/v1/player/realityCheck${url}`,
      headers: playerHeaders({ token }),
      ...(payload ? { payload } : {}),
    });
    return response;
  }
  const status = async (token = player.token) =>
    envelopeSchema(realityCheckStatusSchema).parse((await call('GET', '', undefined, token)).json()).data;

  async function sessionIdOf(token: string) {
    const [row] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    return row?.id ?? '';
  }

  it('is off until the player chooses an interval', async () => {
    expect(await status()).toEqual({ intervalMinutes: null, due: false, sessionMinutes: 0 });
    clock.advance(200 * minute);
    expect(await status()).toMatchObject({ due: false, sessionMinutes: 200 });
  });

  it('accepts only the offered intervals', async () => {
    const odd = await call('POST', '', { intervalMinutes: 20 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().info.resultCode).toBe('validation_error');
    const ok = await call('POST', '', { intervalMinutes: 30 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().info.message).toBe('Reality check saved');
  });

  it('is due once the interval has passed since the session started, until acknowledged', async () => {
    // The session is 200 minutes old, so a 30-minute check is due at once.
    expect(await status()).toMatchObject({ intervalMinutes: 30, due: true });
    const sessionId = await sessionIdOf(player.token);
    expect(await isRealityCheckDue(ctx.db, sessionId, clock.now())).toBe(true);

    const acknowledged = await call('POST', '/acknowledge');
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().data).toMatchObject({ due: false });
    expect(await isRealityCheckDue(ctx.db, sessionId, clock.now())).toBe(false);

    clock.advance(29 * minute);
    expect((await status()).due).toBe(false);
    clock.advance(minute);
    expect((await status()).due).toBe(true);
    expect(await isRealityCheckDue(ctx.db, sessionId, clock.now())).toBe(true);
  });

  it('counts a new session from its own start', async () => {
    const fresh = await login(ctx.app, player.username, player.password);
    expect(await status(fresh.token)).toMatchObject({ intervalMinutes: 30, due: false, sessionMinutes: 0 });
    clock.advance(30 * minute);
    expect(await status(fresh.token)).toMatchObject({ due: true, sessionMinutes: 30 });
  });

  it('can be switched off, and is never due for an unknown session', async () => {
    expect((await call('POST', '', { intervalMinutes: null })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ intervalMinutes: null, due: false });
    expect(await isRealityCheckDue(ctx.db, '00000000-0000-4000-8000-000000000000', clock.now())).toBe(false);
  });
});
