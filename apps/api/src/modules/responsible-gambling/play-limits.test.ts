import { envelopeSchema, gamblingLimitsDataSchema } from '@casino/contract';
import { expect, it } from 'vitest';
import { login, playerHeaders, type TestPlayer } from '../../test/players';
import { useWalletPlay } from '../../test/wallet-play';
import {
  betBody,
  describeBothWalletPaths,
  openGameSession,
  walletCall,
  winBody,
  type GameSessionInfo,
} from '../wallet/wallet-test-kit';

/*
 * Loss, wager and session-time limits through the wallet protocol, on both wallet paths: the bet that
 * reaches a limit passes, the next is refused with the limit's code and nothing moves; a loosened
 * limit holds for 24 hours, and then waits for the player's confirmation.
 */
const hour = 3_600_000;
const play = useWalletPlay({ longSessions: true });
const { provider, clock, ctx, playerAtGame, balanceOf, entryCount } = play;

interface Answer {
  info: { success: boolean; resultCode: string; message: string };
  data: { balance: string; period?: string; limit?: string; used?: string } | null;
}

async function api(player: TestPlayer, url: string, payload?: object) {
  const response = await ctx.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/v1/player/${url}`,
    headers: playerHeaders(player),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Answer & { data: unknown }>() };
}

const setLimit = (player: TestPlayer, kind: string, period: string, amount: string | null) =>
  api(player, 'playLimits', { kind, period, amount, password: player.password });

async function limitsOf(player: TestPlayer) {
  const { body } = await api(player, 'limits');
  return envelopeSchema(gamblingLimitsDataSchema).parse(body).data;
}

/** A round as a provider plays it: the bet, then its win (0 for a loss) closing the round. */
async function round(session: GameSessionInfo, stake: string, win = '0') {
  const body = betBody(session, stake);
  const bet = await walletCall(ctx.app, 'bet', body);
  if (bet.statusCode !== 200) return { status: bet.statusCode, answer: bet.json<Answer>() };
  const settled = await walletCall(ctx.app, 'win', winBody(session, body.roundId, win));
  return { status: settled.statusCode, answer: settled.json<Answer>() };
}

/** The next bet is refused with `code`, in English, and moves nothing. */
async function expectRefused(session: GameSessionInfo, stake: string, code: string) {
  const entries = await entryCount();
  const balance = await balanceOf(session);
  const refused = await round(session, stake);
  expect(refused.status).toBe(403);
  expect(refused.answer.info.resultCode).toBe(code);
  expect(await entryCount()).toBe(entries);
  expect(await balanceOf(session)).toBe(balance);
  return refused.answer;
}

describeBothWalletPaths('loss, wager and session limits', () => {
  it('lets the bet that reaches a daily loss limit pass and refuses the next, moving nothing', async () => {
    const { player, session } = await playerAtGame();
    expect((await setLimit(player, 'loss', 'day', '10.00')).status).toBe(200);
    expect((await round(session, '600')).status).toBe(200);
    // A win counts against the loss: 600 lost, 300 staked and 100 won is a net loss of 800.
    expect((await round(session, '300', '100')).status).toBe(200);
    expect((await round(session, '200')).status).toBe(200);
    expect(
      (await limitsOf(player)).playLimits.find((l) => l.kind === 'loss' && l.period === 'day'),
    ).toMatchObject({ amount: '10.00', used: '10.00' });
    const answer = await expectRefused(session, '1', 'loss_limit_reached');
    expect(answer.info.message).toBe('This bet would take you past your loss limit, so it was not placed');
    expect(answer.data).toMatchObject({ period: 'day', limit: '1000', used: '1000' });

    // The window rolls: a day later the losses have left it and play resumes (in a new game session).
    clock.advance(24 * hour + 1000);
    expect((await round(await openGameSession(ctx.app, provider, player, play.gameId), '1')).status).toBe(
      200,
    );
  });

  it('counts sportsbook tickets and casino rounds together against one loss limit', async () => {
    const { player, session } = await playerAtGame();
    expect((await setLimit(player, 'loss', 'day', '10.00')).status).toBe(200);
    expect((await round(session, '600')).status).toBe(200);
    // A single at odds 2.00, lost: its ticket is settled by a win of 0.
    const ticket = (stake: string) =>
      betBody(session, stake, {
        sportsbook: {
          kind: 'single',
          odds: '2.00',
          marginBasisPoints: 700,
          legs: [{ event: 'Home v Away', market: '1x2', selection: 'home', odds: '2.00' }],
        },
      });
    const entries = await entryCount();
    const tooMuch = await walletCall(ctx.app, 'bet', ticket('401'));
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json<Answer>().info.resultCode).toBe('loss_limit_reached');
    expect(await entryCount()).toBe(entries);
    const lost = ticket('400');
    expect((await walletCall(ctx.app, 'bet', lost)).statusCode).toBe(200);
    expect((await walletCall(ctx.app, 'win', winBody(session, lost.roundId, '0'))).statusCode).toBe(200);
    expect(
      (await limitsOf(player)).playLimits.find((l) => l.kind === 'loss' && l.period === 'day'),
    ).toMatchObject({ amount: '10.00', used: '10.00' });
    await expectRefused(session, '1', 'loss_limit_reached');
  });

  it('counts stakes, not results, for a weekly wager limit', async () => {
    const { player, session } = await playerAtGame();
    expect((await setLimit(player, 'wager', 'week', '5')).status).toBe(200);
    expect((await round(session, '300', '300')).status).toBe(200);
    expect((await round(session, '200', '1000')).status).toBe(200);
    await expectRefused(session, '1', 'wager_limit_reached');
    // A lower limit of another period applies at once, beside it.
    expect((await setLimit(player, 'loss', 'month', '20')).status).toBe(200);
    expect((await limitsOf(player)).playLimits.filter((l) => l.amount !== null)).toHaveLength(2);
  });

  it('ends play when the session has lasted its time limit, with the notice', async () => {
    const { player, session } = await playerAtGame();
    expect((await setLimit(player, 'session', 'session', '30')).status).toBe(200);
    clock.advance(29 * 60_000);
    expect((await round(session, '100')).status).toBe(200);
    clock.advance(60_000);
    const answer = await expectRefused(session, '100', 'session_time_limit_reached');
    expect(answer.info.message).toContain('session time limit is reached');
    expect((await limitsOf(player)).playLimits.find((l) => l.kind === 'session')).toMatchObject({
      amount: '30',
      used: '30',
    });
  });

  it('holds a loosened limit for 24 hours, then applies it only once confirmed', async () => {
    const { player, session: first } = await playerAtGame();
    await setLimit(player, 'loss', 'day', '5');
    const pending = await setLimit(player, 'loss', 'day', '50');
    expect(pending.body.info.message).toBe('Your looser limit can be confirmed in 24 hours');
    expect((await round(first, '500')).status).toBe(200);
    await expectRefused(first, '1', 'loss_limit_reached');

    clock.advance(23 * hour);
    // Game sessions last less than a day: the player opens the game again.
    let session = await openGameSession(ctx.app, provider, player, play.gameId);
    await expectRefused(session, '1', 'loss_limit_reached');
    const early = await api(player, 'playLimits/confirm', { kind: 'loss', period: 'day' });
    expect(early.status).toBe(409);
    expect(early.body.info.resultCode).toBe('limit_not_yet_confirmable');

    clock.advance(hour + 1000);
    session = await openGameSession(ctx.app, provider, player, play.gameId);
    // 24 hours on the old limit still holds until the player confirms (the old losses left the window).
    expect((await round(session, '500')).status).toBe(200);
    await expectRefused(session, '1', 'loss_limit_reached');
    const confirmed = await api(player, 'playLimits/confirm', { kind: 'loss', period: 'day' });
    expect(confirmed.status).toBe(200);
    expect((await round(session, '4500')).status).toBe(200);
    await expectRefused(session, '1', 'loss_limit_reached');

    const history = (await limitsOf(player)).history.filter((change) => change.kind === 'loss');
    expect(history.map((change) => [change.action, change.amount])).toEqual(
      expect.arrayContaining([
        ['applied', '5.00'],
        ['requested', '50.00'],
        ['confirmed', '50.00'],
      ]),
    );
  });

  it('adds up the sessions of the last 24 hours for a daily play-time limit, across log-outs', async () => {
    const { player, session: first } = await playerAtGame();
    expect((await setLimit(player, 'session', 'day', '60')).status).toBe(200);
    clock.advance(40 * 60_000);
    expect((await round(first, '100')).status).toBe(200);
    const logout = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/logout',
      headers: playerHeaders(player),
    });
    expect(logout.statusCode).toBe(200);

    // Logged out for an hour (not counted), then a new login on the same day: 40 minutes are used.
    clock.advance(hour);
    const again = { ...player, ...(await login(ctx.app, player.username, player.password)) };
    const second = await openGameSession(ctx.app, provider, again, play.gameId);
    clock.advance(19 * 60_000);
    expect((await round(second, '100')).status).toBe(200);
    expect(
      (await limitsOf(again)).playLimits.find((l) => l.kind === 'session' && l.period === 'day'),
    ).toMatchObject({
      amount: '60',
      used: '59',
    });
    clock.advance(60_000);
    const answer = await expectRefused(second, '100', 'daily_play_time_reached');
    expect(answer.info.message).toContain('daily play-time limit');
    expect(answer.data).toMatchObject({ minutes: '60' });

    // Logged out, and back a day after the first session began: its 40 minutes have left the window,
    // the second's 20 remain.
    const bye = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/logout',
      headers: playerHeaders(again),
    });
    expect(bye.statusCode).toBe(200);
    clock.advance(24 * hour - 20 * 60_000);
    const later = { ...player, ...(await login(ctx.app, player.username, player.password)) };
    const third = await openGameSession(ctx.app, provider, later, play.gameId);
    expect((await round(third, '100')).status).toBe(200);
    expect(
      (await limitsOf(later)).playLimits.find((l) => l.kind === 'session' && l.period === 'day')?.used,
    ).toBe('20');
  });

  it('counts time on two devices at once only once', async () => {
    const { player, session } = await playerAtGame();
    expect((await setLimit(player, 'session', 'day', '60')).status).toBe(200);
    clock.advance(10 * 60_000);
    const phone = { ...player, ...(await login(ctx.app, player.username, player.password)) };
    clock.advance(10 * 60_000);
    expect((await round(session, '100')).status).toBe(200);
    // 20 minutes on the first device, of which the phone's 10 overlap: 20 minutes, not 30.
    const daily = (await limitsOf(phone)).playLimits.find((l) => l.kind === 'session' && l.period === 'day');
    expect(daily?.used).toBe('20');
  });

  it('refuses a session limit on a week period, a loss limit per session and a loss limit of zero', async () => {
    const { player } = await playerAtGame();
    expect((await setLimit(player, 'session', 'week', '30')).status).toBe(400);
    expect((await setLimit(player, 'loss', 'session', '30')).status).toBe(400);
    expect((await setLimit(player, 'loss', 'day', '0')).status).toBe(400);
    expect((await setLimit(player, 'session', 'session', '2')).status).toBe(400);
  });
});
