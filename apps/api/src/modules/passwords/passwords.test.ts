import { describe, expect, it } from 'vitest';
import { call, latestLink, mailsTo, relaxedLimitsEnv } from '../../test/accounts';
import { createClock, useTestApp } from '../../test/helper';
import { createAnonToken, login, loginAsNewPlayer, loginRequest } from '../../test/players';

const minute = 60_000;

describe('forgotten and reset password', () => {
  const clock = createClock();
  let captchaAnswer = 'ACDEF';
  const ctx = useTestApp({
    now: clock.now,
    captchaText: () => captchaAnswer,
    env: {
      ...relaxedLimitsEnv,
      PLAYER_SESSION_IDLE_MINUTES: '100000',
      PLAYER_SESSION_ABSOLUTE_MINUTES: '100000',
    },
  });
  const forgot = (email: string, language?: string) =>
    call(ctx.app, 'POST', '/player/forgottenpass', { body: { email }, ...(language ? { language } : {}) });
  const reset = (body: Record<string, unknown>, options: { ip?: string; anon?: string } = {}) =>
    call(ctx.app, 'POST', '/player/resetPassword', { body, ...options });
  const tokenOf = (link: string) => link.split('/reset-password/')[1] ?? '';

  it('answers the same for an unknown address, and mails only the known one in its language', async () => {
    const player = await loginAsNewPlayer(ctx.app, { language: 'no' });
    const known = await forgot(player.email.toUpperCase());
    const unknown = await forgot('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(ctx.app, 'nobody@example.test')).toEqual([]);
    const [mail] = await mailsTo(ctx.app, player.email);
    expect(mail).toMatchObject({
      template: 'password-reset',
      language: 'no',
      subject: 'Tilbakestill passordet ditt',
    });
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });

  it('resets with a strong password, ends every session, and the link works once', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const second = await login(ctx.app, player.username, player.password);
    await forgot(player.email);
    const token = tokenOf(await latestLink(ctx.app, player.email));

    const weak = await reset({ token, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.json().data.issues).toMatchObject([{ field: 'password', code: 'password_too_weak' }]);
    const mismatch = await reset({ token, password: 'Strong123', confirmPassword: 'Strong124' });
    expect(mismatch.json().data.issues).toMatchObject([
      { field: 'confirmPassword', code: 'passwords_do_not_match' },
    ]);

    const done = await reset({ token, password: 'Strong123', confirmPassword: 'Strong123' });
    expect(done.statusCode, done.body).toBe(200);
    for (const session of [player.token, second.token]) {
      const stale = await call(ctx.app, 'GET', '/player', { player: session });
      expect(stale.json().info.resultCode).toBe('session_expired');
    }
    expect((await loginRequest(ctx.app, player.username, player.password)).statusCode).toBe(401);
    expect((await loginRequest(ctx.app, player.username, 'Strong123')).statusCode).toBe(200);

    const reused = await reset({ token, password: 'Other1234', confirmPassword: 'Other1234' });
    expect(reused.json().info).toMatchObject({
      resultCode: 'password_reset_link_invalid',
      message: 'Password reset link is invalid',
    });
  });

  it('refuses an expired link', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    await forgot(player.email);
    const token = tokenOf(await latestLink(ctx.app, player.email));
    clock.advance(60 * minute + 1);
    const late = await reset(
      { token, password: 'Strong123', confirmPassword: 'Strong123' },
      { ip: '10.4.0.1' },
    );
    expect(late.json().info.resultCode).toBe('password_reset_link_invalid');
  });

  it('demands a captcha after repeated bad links from an address', async () => {
    const ip = '10.4.1.1';
    const schema = async () =>
      (await call(ctx.app, 'GET', '/player/resetPassword/schema', { ip })).json().data;
    expect(await schema()).toMatchObject({ captchaRequired: false });
    for (let i = 0; i < 3; i += 1)
      await reset({ token: `bad-${i}`, password: 'Strong123', confirmPassword: 'Strong123' }, { ip });
    const form = await schema();
    expect(form.captchaRequired).toBe(true);
    expect(form.fields.map((field: { name: string }) => field.name)).toEqual([
      'password',
      'confirmPassword',
      'captcha',
    ]);

    const player = await loginAsNewPlayer(ctx.app);
    await forgot(player.email);
    const token = tokenOf(await latestLink(ctx.app, player.email));
    const anon = await createAnonToken(ctx.app);
    const body = { token, password: 'Strong123', confirmPassword: 'Strong123' };
    expect((await reset(body, { ip, anon })).json().info.resultCode).toBe('invalid_captcha');
    captchaAnswer = 'HJKMN';
    await call(ctx.app, 'GET', '/captcha', { anon });
    expect((await reset({ ...body, captcha: 'hjkmn' }, { ip, anon })).statusCode).toBe(200);
  });
});

describe('change password', () => {
  const ctx = useTestApp({ env: relaxedLimitsEnv });
  const change = (token: string, body: Record<string, unknown>) =>
    call(ctx.app, 'POST', '/player/changepass', { player: token, body });

  it('refuses a wrong old password and weak or mismatched new ones', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const wrong = await change(player.token, {
      oldPassword: 'Wrong1234',
      newPassword: 'Strong123',
      confirmPassword: 'Strong123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().info).toMatchObject({
      resultCode: 'invalid_old_password',
      message: 'Invalid old password',
    });
    const weak = await change(player.token, {
      oldPassword: player.password,
      newPassword: 'Short1',
      confirmPassword: 'Short1',
    });
    expect(weak.json().data.issues).toMatchObject([{ field: 'newPassword', code: 'password_too_weak' }]);
    const other = await change(player.token, {
      oldPassword: player.password,
      newPassword: 'Strong123',
      confirmPassword: 'x',
    });
    expect(other.json().data.issues).toMatchObject([{ field: 'confirmPassword' }]);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const elsewhere = await login(ctx.app, player.username, player.password);
    const done = await change(player.token, {
      oldPassword: player.password,
      newPassword: 'Changed123',
      confirmPassword: 'Changed123',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(ctx.app, 'GET', '/player', { player: player.token })).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/player', { player: elsewhere.token })).json().info.resultCode).toBe(
      'session_expired',
    );
    expect((await loginRequest(ctx.app, player.username, 'Changed123')).statusCode).toBe(200);
  });

  it('needs a player session', async () => {
    const response = await change('', { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' });
    expect(response.json().info.resultCode).toBe('player_session_required');
  });
});

describe('forgotten password rate limit', () => {
  const ctx = useTestApp({ env: { FORGOT_PASSWORD_RATE_LIMIT_PER_ACCOUNT: '2' } });
  it('answers 429 past the per-account limit', async () => {
    const statuses = [];
    for (const ip of ['10.5.0.1', '10.5.0.2', '10.5.0.3'])
      statuses.push(
        (await call(ctx.app, 'POST', '/player/forgottenpass', { ip, body: { email: 'x@example.test' } }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 429]);
  });
});
