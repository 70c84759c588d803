import { describe, expect, it } from 'vitest';
import { staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { upsertStaffUser } from './staff-users';
import { totpAt } from './totp';

describe('staff second factor (TOTP and recovery codes)', () => {
  const ctx = useTestApp();
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
});
