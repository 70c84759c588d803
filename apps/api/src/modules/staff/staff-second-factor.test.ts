import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { upsertStaffUser } from './staff-users';
import { totpAt } from './totp';

describe('staff second factor (TOTP and recovery codes)', () => {
  const captchaAnswer = 'ACDEF';
  const ctx = useTestApp({ captchaText: () => captchaAnswer });
  const password = 'second-factor-pass';

  function login(body: Record<string, unknown>) {
    return ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/login',
      remoteAddress: '10.77.0.1',
      payload: { username: 'totp-ops', password, ...body },
    });
  }
  const codeOf = (response: { json: () => unknown }) =>
    (response.json() as { info: { resultCode: string } }).info.resultCode;

  it('enrols by a code, then asks for it after the password; codes and recovery codes work once', async () => {
    await upsertStaffUser(ctx.db, { username: 'totp-ops', password, role: 'payments', now: new Date() });
    const first = await login({});
    expect(first.statusCode).toBe(200);
    const token = first.json<{ data: { token: string } }>().data.token;

    const started = await staffCall(ctx.app, token, 'POST', '/me/totp');
    const { secret, otpauthUri } = started.json<{ data: { secret: string; otpauthUri: string } }>().data;
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect((await staffCall(ctx.app, token, 'POST', '/me/totp/confirm', { code: '000000' })).statusCode).toBe(
      401,
    );
    const confirmed = await staffCall(ctx.app, token, 'POST', '/me/totp/confirm', {
      code: totpAt(secret, new Date()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ data: { recoveryCodes: string[] } }>().data;
    expect(recoveryCodes).toHaveLength(10);
    const me = await staffCall(ctx.app, token, 'GET', '/me');
    expect(me.json<{ data: { totpEnrolled: boolean } }>().data.totpEnrolled).toBe(true);

    const missing = await login({});
    expect([missing.statusCode, codeOf(missing)]).toEqual([401, 'totp_required']);
    const wrong = await login({ totp: '123456' === totpAt(secret, new Date()) ? '654321' : '123456' });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([401, 'totp_invalid']);
    // The enrolment took the current step: the next step's code (accepted for drift) logs in, once.
    const next = totpAt(secret, new Date(Date.now() + 30_000));
    expect((await login({ totp: next })).statusCode).toBe(200);
    const replayed = await login({ totp: next });
    expect(codeOf(replayed)).toBe('totp_invalid');

    const recovery = recoveryCodes[0] ?? '';
    expect((await login({ recoveryCode: recovery.toLowerCase() })).statusCode).toBe(200);
    expect(codeOf(await login({ recoveryCode: recovery }))).toBe('totp_invalid');
  });

  it('answers me with the role and its permissions from the contract', async () => {
    const token = await staffToken(ctx.app, 'finance_readonly');
    const me = (await staffCall(ctx.app, token, 'GET', '/me')).json<{
      data: { role: string; permissions: string[]; totpEnrolled: boolean };
    }>().data;
    expect(me.role).toBe('finance_readonly');
    expect(me.permissions).toContain('audit.read');
    expect(me.permissions).not.toContain('withdrawals.decide');
    expect(me.totpEnrolled).toBe(false);
  });

  it('200 wrong passwords and codes from 200 addresses never keep the enrolled member out', async () => {
    await upsertStaffUser(ctx.db, { username: 'totp-siege', password, role: 'admin', now: new Date() });
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/staff/v1/login',
        remoteAddress: '10.78.9.9',
        payload: { username: 'totp-siege', password },
      })
    ).json<{ data: { token: string } }>().data.token;
    const { secret } = (await staffCall(ctx.app, token, 'POST', '/me/totp')).json<{
      data: { secret: string };
    }>().data;
    await staffCall(ctx.app, token, 'POST', '/me/totp/confirm', { code: totpAt(secret, new Date()) });
    const attempt = (address: string, body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/staff/v1/login',
        remoteAddress: address,
        payload: { username: 'totp-siege', ...body },
      });
    const refusals = new Set<string>();
    for (let i = 0; i < 200; i += 20)
      await Promise.all(
        Array.from({ length: 20 }, async (_, k) => {
          const n = i + k;
          // Half guess the password, half know it (a leaked one) and guess the code.
          const guess = n % 2 ? { password: `guess-${n}` } : { password, totp: String(100000 + n) };
          const refused = await attempt(`10.79.${Math.floor(n / 200)}.${n % 200}`, guess);
          expect(refused.statusCode).not.toBe(200);
          refusals.add(codeOf(refused));
        }),
      );
    expect(
      [...refusals].every((code) => ['staff_unauthorized', 'totp_invalid', 'invalid_captcha'].includes(code)),
    ).toBe(true);
    const captcha = (
      await ctx.app.inject({ method: 'GET', url: '/staff/v1/captcha', remoteAddress: '10.80.0.1' })
    ).json<{
      data: { captchaId: string };
    }>().data;
    const right = await attempt('10.80.0.1', {
      password,
      totp: totpAt(secret, new Date(Date.now() + 30_000)),
      captchaId: captcha.captchaId,
      captcha: captchaAnswer,
    });
    expect(right.statusCode, right.body).toBe(200);
  }, 120_000);
});

describe('compulsory second factor, sealed at rest', () => {
  const ctx = useTestApp({ env: { STAFF_TOTP_REQUIRED: 'true' } });
  const password = 'must-enrol-password';

  it('lets a member without TOTP only enrol until they do, and keeps the secret sealed', async () => {
    await upsertStaffUser(ctx.db, { username: 'new-ops', password, role: 'admin', now: new Date() });
    const loggedIn = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/login',
      remoteAddress: '10.78.0.1',
      payload: { username: 'new-ops', password },
    });
    const token = loggedIn.json<{ data: { token: string } }>().data.token;
    const refused = await staffCall(ctx.app, token, 'GET', '/players?q=ada');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ info: { resultCode: string } }>().info.resultCode).toBe('totp_enrolment_required');
    const me = await staffCall(ctx.app, token, 'GET', '/me');
    expect(me.json<{ data: { mustEnrolTotp: boolean } }>().data.mustEnrolTotp).toBe(true);

    const started = await staffCall(ctx.app, token, 'POST', '/me/totp');
    const { secret } = started.json<{ data: { secret: string } }>().data;
    const storedOf = async () =>
      JSON.stringify(await ctx.db.select().from(staffUsers).where(eq(staffUsers.username, 'new-ops')));
    expect(await storedOf()).not.toContain(secret);
    const confirmed = await staffCall(ctx.app, token, 'POST', '/me/totp/confirm', {
      code: totpAt(secret, new Date()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await storedOf()).not.toContain(secret);
    expect((await staffCall(ctx.app, token, 'GET', '/players?q=ada')).statusCode).toBe(200);
    const after = await staffCall(ctx.app, token, 'GET', '/me');
    expect(after.json<{ data: { mustEnrolTotp: boolean } }>().data.mustEnrolTotp).toBe(false);
  });
});
