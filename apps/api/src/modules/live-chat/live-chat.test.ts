import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { cashierReadyPlayer, depositFunds, staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { loginAsNewPlayer } from '../../test/players';

const secret = 'tawk-secure-mode-key-for-tests';
const ctx = useTestApp({ env: { ...relaxedLimitsEnv, TAWK_SECRET: secret } });
const unconfigured = useTestApp({ env: relaxedLimitsEnv });

interface Details {
  player_id: string;
  username: string;
  email: string;
  balance: string;
  last_deposit: string | null;
  last_login: string | null;
  last_active: string | null;
  hash: string;
}

async function detailsOf(app: typeof ctx.app, token: string) {
  const response = await call(app, 'GET', '/getTawkToPlayerDetails', { player: token });
  return {
    status: response.statusCode,
    body: response.json<{ info: { resultCode: string }; data: Details }>(),
  };
}

describe('GET /getTawkToPlayerDetails', () => {
  it("gives the session's player's visitor data with a hash that verifies with the configured secret", async () => {
    const player = await cashierReadyPlayer(ctx.app);
    expect((await depositFunds(ctx.app, player, '25.00', 'tawk-pay-1')).statusCode).toBe(200);
    const { status, body } = await detailsOf(ctx.app, player.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      player_id: player.playerId,
      username: player.username,
      email: player.email,
      balance: '25.00',
      last_deposit: '25.00 EUR',
    });
    expect(body.data.last_login).not.toBeNull();
    expect(body.data.last_active).not.toBeNull();
    const expected = createHmac('sha256', secret).update(player.email).digest('hex');
    expect(body.data.hash).toBe(expected);
    expect(body.data.hash).not.toBe(
      createHmac('sha256', 'another-secret').update(player.email).digest('hex'),
    );
  });

  it("never gives another player's data: each session sees only its own player", async () => {
    const first = await loginAsNewPlayer(ctx.app);
    const second = await loginAsNewPlayer(ctx.app);
    const mine = await detailsOf(ctx.app, first.token);
    const theirs = await detailsOf(ctx.app, second.token);
    expect(mine.body.data.player_id).toBe(first.playerId);
    expect(theirs.body.data.player_id).toBe(second.playerId);
    expect(JSON.stringify(mine.body.data)).not.toContain(second.email);
    // The route takes no id: a query naming the other player changes nothing.
    const named = await call(ctx.app, 'GET', `/getTawkToPlayerDetails?player_id=${second.playerId}`, {
      player: first.token,
    });
    expect(named.json<{ data: Details }>().data.player_id).toBe(first.playerId);
  });

  it('gives nothing without a player session, or when no secure-mode key is configured', async () => {
    const anonymous = await call(ctx.app, 'GET', '/getTawkToPlayerDetails');
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(anonymous.json())).not.toContain('"hash"');
    const player = await loginAsNewPlayer(unconfigured.app);
    const { status, body } = await detailsOf(unconfigured.app, player.token);
    expect(status).toBe(404);
    expect(body.info.resultCode).toBe('not_found');
  });
});

describe("the skin's live chat settings", () => {
  it('are off until staff give both ids, and then served with the skin config', async () => {
    const skinConfig = async () =>
      (await call(ctx.app, 'GET', '/skinConfig/all')).json<{ data: { liveChat: unknown } }>().data.liveChat;
    expect(await skinConfig()).toEqual({ enabled: false, propertyId: '', widgetId: '' });
    const admin = await staffToken(ctx.app, 'admin');
    const halfway = await staffCall(ctx.app, admin, 'POST', '/skin/live-chat', {
      enabled: true,
      propertyId: 'prop123',
      widgetId: '',
    });
    expect(halfway.statusCode).toBe(200);
    expect(await skinConfig()).toEqual({ enabled: false, propertyId: '', widgetId: '' });
    await staffCall(ctx.app, admin, 'POST', '/skin/live-chat', {
      enabled: true,
      propertyId: 'prop123',
      widgetId: 'default',
    });
    expect(await skinConfig()).toEqual({ enabled: true, propertyId: 'prop123', widgetId: 'default' });
    const refused = await staffCall(ctx.app, admin, 'POST', '/skin/live-chat', {
      enabled: true,
      propertyId: '"><script>',
      widgetId: 'default',
    });
    expect(refused.statusCode).toBe(400);
    await staffCall(ctx.app, admin, 'POST', '/skin/live-chat', {
      enabled: false,
      propertyId: '',
      widgetId: '',
    });
    expect(await skinConfig()).toEqual({ enabled: false, propertyId: '', widgetId: '' });
  });
});
