import { envelopeSchema } from '@casino/contract';
import { staffPlayerDataSchema } from '@casino/contract/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashierReadyPlayer, depositFunds, staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { playerHeaders, takeTimeOut, type TestPlayer } from '../../test/players';

const hour = 3_600_000;

/** Issues 29 and 33: staff read a player's limits, their use, waiting changes and time-out on the player page. */
describe('back office: a player’s responsible-gambling limits', () => {
  const ctx = useTestApp();
  let player: TestPlayer;

  const asPlayer = async (url: string, payload: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: playerHeaders(player),
      payload: { ...payload, password: player.password },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    player = await cashierReadyPlayer(ctx.app);
    await depositFunds(ctx.app, player, '40', 'staff-limits-deposit-1');
    await asPlayer('/player/limits', { period: 'day', amount: '100' });
    // A raise waits 24 hours.
    await asPlayer('/player/limits', { period: 'day', amount: '250' });
    await asPlayer('/player/playLimits', { kind: 'loss', period: 'week', amount: '50' });
    await takeTimeOut(ctx.app, player, 'timeout_week');
  });

  it('shows a role that may read players each limit with its use, the waiting raise and the time-out', async () => {
    const before = Date.now();
    const support = await staffToken(ctx.app, 'support');
    const response = await staffCall(ctx.app, support, 'GET', `/players/${player.playerId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { limits } = envelopeSchema(staffPlayerDataSchema).parse(response.json()).data;

    const day = limits.limits.find((limit) => limit.period === 'day');
    expect(day).toMatchObject({ amount: '100.00', pendingAmount: '250.00', pendingRemoval: false });
    const takesEffect = Date.parse(day?.pendingFrom ?? '');
    expect(takesEffect).toBeGreaterThanOrEqual(before + 23 * hour);
    expect(takesEffect).toBeLessThanOrEqual(Date.now() + 24 * hour);
    expect(limits.depositsUsed.day).toBe('40.00');
    expect(limits.playLimits.find((limit) => limit.kind === 'loss' && limit.period === 'week')).toMatchObject(
      { amount: '50.00', used: '0.00', pendingFrom: null },
    );
    expect(limits.selfExclusion?.kind).toBe('timeout_week');
    expect(Date.parse(limits.selfExclusion?.until ?? '')).toBeGreaterThan(Date.now() + 6 * 24 * hour);
  });

  it.each(['marketing', 'content'] as const)(
    'refuses the %s role, which may not read players, with forbidden and no data',
    async (role) => {
      const token = await staffToken(ctx.app, role);
      const response = await staffCall(ctx.app, token, 'GET', `/players/${player.playerId}`);
      expect(response.statusCode).toBe(403);
      const body = response.json<{ info: { resultCode: string }; data: unknown }>();
      expect(body.info.resultCode).toBe('forbidden');
      expect(JSON.stringify(body)).not.toContain('timeout_week');
    },
  );
});
