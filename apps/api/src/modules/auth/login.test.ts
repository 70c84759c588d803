import { envelopeSchema, loginDataSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players, sessions } from '../../db/schema';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { createClock, useTestApp } from '../../test/helper';
import { createAnonToken, loginAsNewPlayer } from '../../test/players';

const minute = 60_000;

describe('log in', () => {
  const clock = createClock();
  let captchaAnswer = 'ACDEF';
  const ctx = useTestApp({ now: clock.now, env: relaxedLimitsEnv, captchaText: () => captchaAnswer });
  let ipCounter = 0;
  // Failures count per address too, so each test plays from its own address.
  const nextIp = () => `10.1.0.${(ipCounter += 1)}`;

  async function attempt(
    body: Record<string, unknown>,
    options: { ip: string; anon?: string; language?: string },
  ) {
    const anon = options.anon ?? (await createAnonToken(ctx.app));
    return call(ctx.app, 'POST', '/player/login', {
      anon,
      body,
      ip: options.ip,
      ...(options.language ? { language: options.language } : {}),
    });
  }

  it('answers the spec result codes for malformed usernames', async () => {
    const ip = nextIp();
    const short = await attempt({ username: 'abc', password: 'whatever' }, { ip });
    expect(short.json().info).toMatchObject({
      resultCode: 'username_must_be_between_4_and_20_characters_long',
      message: 'Username must be between 4 and 20 characters long',
    });
    const long = await attempt({ username: 'a'.repeat(21), password: 'whatever' }, { ip });
    expect(long.json().info.resultCode).toBe('username_must_be_between_4_and_20_characters_long');
    const chars = await attempt({ username: 'bad-name', password: 'whatever' }, { ip });
    expect(chars.json().info).toMatchObject({
      resultCode: 'invalid_username_characters_letters_and_numbers_allowed',
      message: 'Invalid username characters',
    });
    const blank = await attempt({ username: '', password: '' }, { ip });
    expect(blank.json()).toMatchObject({
      info: { resultCode: 'validation_error' },
      data: { showCaptcha: false },
    });
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const ip = nextIp();
    const wrong = await attempt({ username: player.username, password: 'wrong-password' }, { ip });
    const unknown = await attempt({ username: 'nobodyhere', password: 'wrong-password' }, { ip: nextIp() });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      info: {
        success: false,
        message: 'Invalid username or password',
        resultCode: 'invalid_username_or_password',
      },
      data: { showCaptcha: false },
    });
  });

  it('demands a captcha after 3 failures for a username: wrong captcha refused, right one (any case) logs in', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const results = [];
    for (let i = 0; i < 3; i += 1)
      results.push(
        (await attempt({ username: player.username, password: 'nope' }, { ip: nextIp() })).json().data,
      );
    expect(results).toEqual([{ showCaptcha: false }, { showCaptcha: false }, { showCaptcha: true }]);

    // The right password without a captcha is still refused, from any address.
    const anon = await createAnonToken(ctx.app);
    const noCaptcha = await attempt(
      { username: player.username, password: player.password },
      { ip: nextIp(), anon },
    );
    expect(noCaptcha.json()).toMatchObject({
      info: { resultCode: 'invalid_captcha' },
      data: { showCaptcha: true },
    });

    captchaAnswer = 'XY346';
    const drawn = await call(ctx.app, 'GET', '/captcha', { anon });
    expect(drawn.json().data).toMatchObject({ length: 5 });
    expect(drawn.json().data.image).toMatch(/^data:image\/png;base64,/);
    expect(drawn.body).not.toContain('XY346');
    const wrongCaptcha = await attempt(
      { username: player.username, password: player.password, captcha: 'XY347' },
      { ip: nextIp(), anon },
    );
    expect(wrongCaptcha.json().info).toMatchObject({
      resultCode: 'invalid_captcha',
      message: 'Invalid captcha inserted',
    });
    // Single use: the wrong guess spent it, so the right answer now needs a new drawing.
    const spent = await attempt(
      { username: player.username, password: player.password, captcha: 'XY346' },
      { ip: nextIp(), anon },
    );
    expect(spent.json().info.resultCode).toBe('invalid_captcha');

    expect((await call(ctx.app, 'GET', '/captcha', { anon })).statusCode).toBe(200);
    const ok = await attempt(
      { username: player.username, password: player.password, captcha: 'xy346' },
      { ip: nextIp(), anon },
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('demands a captcha after 3 failures from one address, whatever the usernames; not after 15 minutes', async () => {
    const ip = nextIp();
    for (const name of ['someone1', 'someone2', 'someone3'])
      await attempt({ username: name, password: 'nope' }, { ip });
    const fourth = await attempt({ username: 'someone4', password: 'nope' }, { ip });
    expect(fourth.json()).toMatchObject({
      info: { resultCode: 'invalid_captcha' },
      data: { showCaptcha: true },
    });
    clock.advance(15 * minute + 1);
    const later = await attempt({ username: 'someone4', password: 'nope' }, { ip });
    expect(later.json()).toMatchObject({
      info: { resultCode: 'invalid_username_or_password' },
      data: { showCaptcha: false },
    });
  });

  it('refuses a captcha that has expired', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) await attempt({ username: 'expiring1', password: 'nope' }, { ip });
    const anon = await createAnonToken(ctx.app);
    captchaAnswer = 'KKKKK';
    expect((await call(ctx.app, 'GET', '/captcha', { anon })).statusCode).toBe(200);
    clock.advance(10 * minute + 1);
    const late = await attempt({ username: 'expiring1', password: 'nope', captcha: 'KKKKK' }, { ip, anon });
    expect(late.json().info.resultCode).toBe('invalid_captcha');
  });

  it('starts a new player session, records the login and answers the previous one', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const anon = await createAnonToken(ctx.app);
    clock.advance(minute);
    const response = await attempt(
      { username: player.username.toUpperCase(), password: player.password },
      { ip: '10.9.9.9', anon, language: 'fr' },
    );
    const body = envelopeSchema(loginDataSchema).parse(response.json());
    expect(body.info.message).toBe('Connexion réussie');
    expect(body.data.playerSessionId).not.toBe(anon);
    expect(body.data.lastLogin).toEqual({
      at: new Date(clock.now().getTime() - minute).toISOString(),
      ip: '127.0.0.1',
    });
    expect(body.data.player).toMatchObject({
      username: player.username,
      emailConfirmed: true,
      first_deposit: '0.00',
    });
    expect(response.body).not.toMatch(/argon2|password_?hash|securityAnswer/i);

    // The anonymous session stays anonymous.
    const anonAsPlayer = await call(ctx.app, 'GET', '/player', { player: anon });
    expect(anonAsPlayer.json().info.resultCode).toBe('session_expired');
    const last = await call(ctx.app, 'GET', '/player/lastLoggedInData', {
      player: body.data.playerSessionId,
    });
    expect(last.json().data.lastLogin).toEqual(body.data.lastLogin);
    const [row] = await ctx.db
      .select({ ip: players.lastLoginIp })
      .from(players)
      .where(eq(players.id, player.playerId));
    expect(row?.ip).toBe('10.9.9.9');
  });

  it('refuses a self-excluded account with its end date, and lets it in once it has passed', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const until = new Date(clock.now().getTime() + 24 * 60 * minute);
    await ctx.db
      .update(players)
      .set({ selfExcludedUntil: until, selfExclusionKind: 'freeze_24h' })
      .where(eq(players.id, player.playerId));
    const refused = await attempt({ username: player.username, password: player.password }, { ip: nextIp() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      info: { resultCode: 'account_self_excluded' },
      data: { until: until.toISOString() },
    });
    expect(refused.json().info.message).toContain('self-excluded until');
    clock.advance(24 * 60 * minute + 1);
    expect(
      (await attempt({ username: player.username, password: player.password }, { ip: nextIp() })).statusCode,
    ).toBe(200);
  });

  it('needs an anonymous session', async () => {
    const response = await call(ctx.app, 'POST', '/player/login', {
      body: { username: 'someone', password: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logs out by ending the session on the server', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const out = await call(ctx.app, 'GET', '/player/logout', { player: player.token });
    expect(out.statusCode).toBe(200);
    const rows = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.playerId, player.playerId));
    expect(rows).toEqual([]);
    expect((await call(ctx.app, 'GET', '/player', { player: player.token })).json().info.resultCode).toBe(
      'session_expired',
    );
  });
});

describe('login rate limits', () => {
  let captchaAnswer = 'QWERT';
  const ctx = useTestApp({
    env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '5', LOGIN_RATE_LIMIT_PER_ADDRESS: '12' },
    captchaText: () => captchaAnswer,
  });
  const attempt = async (ip: string, body: Record<string, unknown>, anon?: string) =>
    call(ctx.app, 'POST', '/player/login', { anon: anon ?? (await createAnonToken(ctx.app)), ip, body });

  it("an attacker's 50 wrong passwords from one address never keep the player out from another", async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const attacker = [];
    for (let i = 0; i < 50; i += 1)
      attacker.push(
        (await attempt('10.2.0.66', { username: player.username, password: `guess${i}` })).statusCode,
      );
    expect(attacker).not.toContain(200);
    expect(attacker.at(-1)).toBe(429);

    // The account is under attack, so a captcha is demanded; never 429, and with it the player gets in.
    const anon = await createAnonToken(ctx.app);
    const first = await attempt('10.2.0.7', { username: player.username, password: player.password }, anon);
    expect(first.statusCode).not.toBe(429);
    expect(first.json()).toMatchObject({
      info: { resultCode: 'invalid_captcha' },
      data: { showCaptcha: true },
    });
    captchaAnswer = 'PLAYR';
    await call(ctx.app, 'GET', '/captcha', { anon });
    const solved = await attempt(
      '10.2.0.7',
      { username: player.username, password: player.password, captcha: 'PLAYR' },
      anon,
    );
    expect(solved.statusCode, solved.body).toBe(200);

    // The attacking address stays limited, even with the right password and a solved captcha.
    const anonA = await createAnonToken(ctx.app);
    await call(ctx.app, 'GET', '/captcha', { anon: anonA });
    const fromAttacker = await attempt(
      '10.2.0.66',
      { username: player.username, password: player.password, captcha: 'PLAYR' },
      anonA,
    );
    expect(fromAttacker.json().info.resultCode).toBe('rate_limited');
  });

  it('limits failures on one account from one address, and not that account from other addresses', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    captchaAnswer = 'SOLVE';
    const statuses = [];
    // Each try solves its captcha, as a captcha farm would: the per-account limit on the address still holds.
    for (let i = 0; i < 6; i += 1) {
      const anon = await createAnonToken(ctx.app);
      await call(ctx.app, 'GET', '/captcha', { anon });
      statuses.push(
        (await attempt('10.2.1.1', { username: player.username, password: 'wrong', captcha: 'SOLVE' }, anon))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const anon = await createAnonToken(ctx.app);
    await call(ctx.app, 'GET', '/captcha', { anon });
    const elsewhere = await attempt(
      '10.2.1.2',
      { username: player.username, password: player.password, captcha: 'SOLVE' },
      anon,
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('limits an address that fails too often across accounts, even for a right password', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const codes = [];
    for (let i = 0; i < 13; i += 1)
      codes.push(
        (await attempt('10.2.2.1', { username: `sprayed${i}`, password: 'x' })).json().info.resultCode,
      );
    // Three wrong passwords, then captchas left unsolved (failures of the address too), then 429.
    expect(codes.slice(0, 3)).toEqual(Array(3).fill('invalid_username_or_password'));
    expect(codes.slice(3, 12)).toEqual(Array(9).fill('invalid_captcha'));
    expect(codes[12]).toBe('rate_limited');
    const right = await attempt('10.2.2.1', { username: player.username, password: player.password });
    expect(right.json()).toMatchObject({ info: { resultCode: 'rate_limited' }, data: { showCaptcha: true } });
    // A clean address is not touched by it.
    const clean = await attempt('10.2.2.2', { username: player.username, password: player.password });
    expect(clean.statusCode, clean.body).toBe(200);
  });
});
