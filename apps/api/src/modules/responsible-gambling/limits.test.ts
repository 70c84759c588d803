import { envelopeSchema, gamblingLimitsDataSchema } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../test/players';
import { getDepositAllowance } from './get-deposit-allowance';

const hour = 3_600_000;

describe('deposit limits', () => {
  const clock = createClock();
  // Sessions outlive the days the clock moves here.
  const ctx = useTestApp({
    now: clock.now,
    env: { PLAYER_SESSION_IDLE_MINUTES: '100000', PLAYER_SESSION_ABSOLUTE_MINUTES: '100000' },
  });
  let eur: TestPlayer;
  let nok: TestPlayer;

  beforeAll(async () => {
    eur = await loginAsNewPlayer(ctx.app);
    nok = await loginAsNewPlayer(ctx.app, { currency: 'NOK', language: 'de' });
  });

  async function call(player: TestPlayer, method: 'GET' | 'POST', url: string, payload?: object) {
    const response = await ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: playerHeaders(player),
      ...(payload ? { payload } : {}),
    });
    return {
      response,
      body: response.json() as { info: { resultCode: string; message: string }; data: unknown },
    };
  }

  const limits = async (player: TestPlayer) => {
    const { body } = await call(player, 'GET', '/player/limits');
    return envelopeSchema(gamblingLimitsDataSchema).parse(body).data;
  };
  const limitOf = async (player: TestPlayer, period: string) =>
    (await limits(player)).limits.find((limit) => limit.period === period);
  const setLimit = (player: TestPlayer, period: string, amount: string | null, password = player.password) =>
    call(player, 'POST', '/player/limits', { period, amount, password });

  it('starts with no limits, in the account currency, with the maximum converted', async () => {
    expect(await limits(eur)).toMatchObject({
      currency: 'EUR',
      maximum: '1000000.00',
      selfExclusion: null,
      realityCheckMinutes: null,
    });
    expect((await limits(nok)).maximum).toBe('10000000.00');
    expect(await limitOf(eur, 'day')).toEqual({
      period: 'day',
      amount: null,
      pendingAmount: null,
      pendingRemoval: false,
      pendingFrom: null,
      canConfirm: false,
    });
  });

  it('refuses a wrong password with invalid_old_password', async () => {
    const { response, body } = await setLimit(eur, 'day', '100', 'wrong-password');
    expect(response.statusCode).toBe(400);
    expect(body.info).toMatchObject({ resultCode: 'invalid_old_password', message: 'Invalid old password' });
    expect((await limitOf(eur, 'day'))?.amount).toBeNull();
  });

  it('refuses amounts below the minimum (20 EUR-equivalent), above the maximum, or with 3 decimals', async () => {
    const below = await setLimit(eur, 'day', '19.99');
    expect(below.response.statusCode).toBe(400);
    expect(below.body.data).toEqual({
      issues: [
        {
          field: 'amount',
          code: 'limit_below_minimum',
          message: 'The limit is below the minimum of 20.00 EUR',
        },
      ],
    });
    expect((await setLimit(eur, 'day', '1000000.01')).body.data).toMatchObject({
      issues: [{ code: 'limit_above_maximum' }],
    });
    expect((await setLimit(eur, 'day', '25.005')).body.data).toMatchObject({
      issues: [{ code: 'limit_amount_invalid' }],
    });
    expect((await setLimit(eur, 'day', '')).body.data).toMatchObject({
      issues: [{ code: 'limit_required' }],
    });
    // 20 EUR is 200 NOK: 199 NOK is below, and the message is in the player's language.
    const nokBelow = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/limits',
      headers: playerHeaders(nok, { 'x-language': 'de' }),
      payload: { period: 'day', amount: '199', password: nok.password },
    });
    expect(nokBelow.json().data.issues[0].message).toBe('Das Limit liegt unter dem Minimum von 200.00 NOK');
    expect((await setLimit(nok, 'day', '200')).response.statusCode).toBe(200);
    expect((await limitOf(nok, 'day'))?.amount).toBe('200.00');
  });

  it('counts GBP at 0.85 to 1 EUR: 17.00 minimum, 850000.00 maximum, exact at both bounds', async () => {
    const gbp = await loginAsNewPlayer(ctx.app, { currency: 'GBP' });
    expect(await limits(gbp)).toMatchObject({ currency: 'GBP', maximum: '850000.00' });
    const below = await setLimit(gbp, 'day', '16.99');
    expect(below.body.data).toMatchObject({
      issues: [{ code: 'limit_below_minimum', message: 'The limit is below the minimum of 17.00 GBP' }],
    });
    expect((await setLimit(gbp, 'day', '850000.01')).body.data).toMatchObject({
      issues: [{ code: 'limit_above_maximum' }],
    });
    expect((await setLimit(gbp, 'day', '17')).response.statusCode).toBe(200);
    expect((await limitOf(gbp, 'day'))?.amount).toBe('17.00');
  });

  it('applies a first limit and a decrease at once', async () => {
    const first = await setLimit(eur, 'day', '500');
    expect(first.response.statusCode).toBe(200);
    expect(first.body.info.message).toBe('Deposit limit set');
    expect((await limitOf(eur, 'day'))?.amount).toBe('500.00');
    await setLimit(eur, 'day', '250.50');
    expect(await limitOf(eur, 'day')).toMatchObject({ amount: '250.50', pendingAmount: null });
  });

  it('keeps an increase pending; confirming before 24 hours is refused, after it applies', async () => {
    const raise = await setLimit(eur, 'day', '1000');
    expect(raise.body.info.message).toBe('Your higher limit can be confirmed in 24 hours');
    const pending = await limitOf(eur, 'day');
    expect(pending).toMatchObject({ amount: '250.50', pendingAmount: '1000.00', canConfirm: false });
    expect(pending?.pendingFrom).toBe(new Date(clock.now().getTime() + 24 * hour).toISOString());
    // The cashier still sees the lower limit.
    expect((await getDepositAllowance(ctx.db, eur.playerId, clock.now())).remainingMinor).toBe(25_050);

    clock.advance(23 * hour);
    const early = await call(eur, 'POST', '/player/limits/confirm', { period: 'day' });
    expect(early.response.statusCode).toBe(409);
    expect(early.body.info.resultCode).toBe('limit_not_yet_confirmable');
    expect((await limitOf(eur, 'day'))?.amount).toBe('250.50');

    clock.advance(hour);
    expect((await limitOf(eur, 'day'))?.canConfirm).toBe(true);
    // Waiting alone changes nothing: the player has to confirm.
    expect((await limitOf(eur, 'day'))?.amount).toBe('250.50');
    const confirmed = await call(eur, 'POST', '/player/limits/confirm', { period: 'day' });
    expect(confirmed.response.statusCode).toBe(200);
    expect(confirmed.body.info.message).toBe('Deposit limit confirmed');
    expect(await limitOf(eur, 'day')).toMatchObject({
      amount: '1000.00',
      pendingAmount: null,
      pendingFrom: null,
    });
    const again = await call(eur, 'POST', '/player/limits/confirm', { period: 'day' });
    expect(again.body.info.resultCode).toBe('no_pending_limit');
  });

  it('treats removing a limit as raising it', async () => {
    await setLimit(eur, 'week', '3000');
    const removal = await setLimit(eur, 'week', null);
    expect(removal.body.info.message).toBe('Your higher limit can be confirmed in 24 hours');
    expect(await limitOf(eur, 'week')).toMatchObject({
      amount: '3000.00',
      pendingAmount: null,
      pendingRemoval: true,
    });
    clock.advance(24 * hour);
    await call(eur, 'POST', '/player/limits/confirm', { period: 'week' });
    expect(await limitOf(eur, 'week')).toMatchObject({ amount: null, pendingRemoval: false });
  });

  it('drops a pending raise when a lower limit is set meanwhile', async () => {
    await setLimit(eur, 'month', '5000');
    await setLimit(eur, 'month', '9000');
    await setLimit(eur, 'month', '4000');
    expect(await limitOf(eur, 'month')).toMatchObject({
      amount: '4000.00',
      pendingAmount: null,
      pendingFrom: null,
    });
  });

  it('gives the cashier the lowest remaining allowance across periods', async () => {
    // day 1000.00, month 4000.00, week none: the day limit is the lowest.
    const allowance = await getDepositAllowance(ctx.db, eur.playerId, clock.now());
    expect(allowance).toMatchObject({
      remainingMinor: 100_000,
      limits: { day: 100_000, week: null, month: 400_000 },
    });
    const withDeposits = await getDepositAllowance(
      ctx.db,
      eur.playerId,
      clock.now(),
      async (_db, _player, since) => (since.getTime() < clock.now().getTime() - 2 * 24 * hour ? 390_000 : 0),
    );
    expect(withDeposits.remainingMinor).toBe(10_000);
  });

  it('stops password guessing through the form after 5 failures in 15 minutes', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await setLimit(player, 'day', '100', `guess${attempt}`)).body.info.resultCode).toBe(
        'invalid_old_password',
      );
    const blocked = await setLimit(player, 'day', '100');
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.body.info.resultCode).toBe('rate_limited');
    clock.advance(15 * 60_000);
    expect((await setLimit(player, 'day', '100')).response.statusCode).toBe(200);
  });

  it('answers only for the player of the session', async () => {
    expect((await limitOf(nok, 'month'))?.amount).toBeNull();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/limits',
      headers: apiHeaders(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().info.resultCode).toBe('player_session_required');
  });
});
