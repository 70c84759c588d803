import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema';
import { staffCall } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { upsertStaffUser } from './staff-users';
import { totpAt } from './totp';

type Policy = { roles: { role: string; required: boolean; isDefault: boolean }[] };

/** The admin chooses per role who must enrol a second factor; production's default is every role. */
describe('second factor required per role', () => {
  const ctx = useTestApp({ env: { STAFF_TOTP_REQUIRED: 'true' } });
  const password = 'per-role-password';
  let address = 0;

  async function logIn(username: string, role: 'admin' | 'support' | 'payments') {
    await upsertStaffUser(ctx.db, { username, password, role, now: new Date() });
    address += 1;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/login',
      remoteAddress: `10.79.0.${address}`,
      payload: { username, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { token: string } }>().data.token;
  }
  const codeOf = (response: { json: <T>() => T }) =>
    response.json<{ info: { resultCode: string } }>().info.resultCode;

  async function enrolledAdmin() {
    const token = await logIn('policy-admin', 'admin');
    const started = await staffCall(ctx.app, token, 'POST', '/me/totp');
    const { secret } = started.json<{ data: { secret: string } }>().data;
    const confirmed = await staffCall(ctx.app, token, 'POST', '/me/totp/confirm', {
      code: totpAt(secret, new Date()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return token;
  }

  it('lets a role not required in with the password, keeps a required one to enrolment, admin only', async () => {
    const admin = await enrolledAdmin();
    const initial = (await staffCall(ctx.app, admin, 'GET', '/totp-policy')).json<{ data: Policy }>().data;
    expect(initial.roles.every((entry) => entry.required && entry.isDefault)).toBe(true);

    const chosen = await staffCall(ctx.app, admin, 'POST', '/totp-policy', {
      role: 'support',
      required: false,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<{ data: Policy }>().data.roles).toContainEqual({
      role: 'support',
      required: false,
      isDefault: false,
    });
    const [row] = await ctx.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'setTotpPolicy'), eq(staffAudit.target, 'support')));
    expect(row?.before).toEqual({ role: 'support', required: true, isDefault: true });

    // Support: password only, and every call of the role answers.
    const support = await logIn('policy-support', 'support');
    expect((await staffCall(ctx.app, support, 'GET', '/players?q=ada')).statusCode).toBe(200);
    const me = await staffCall(ctx.app, support, 'GET', '/me');
    expect(me.json<{ data: { mustEnrolTotp: boolean } }>().data.mustEnrolTotp).toBe(false);

    // Payments is still required: refused until enrolled.
    const payments = await logIn('policy-payments', 'payments');
    const refused = await staffCall(ctx.app, payments, 'GET', '/players?q=ada');
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('totp_enrolment_required');

    // A non-admin cannot change the choice, and nothing changes.
    const denied = await staffCall(ctx.app, support, 'POST', '/totp-policy', {
      role: 'payments',
      required: false,
    });
    expect(denied.statusCode).toBe(403);
    expect(codeOf(denied)).toBe('forbidden');
    expect(codeOf(await staffCall(ctx.app, payments, 'GET', '/players?q=ada'))).toBe(
      'totp_enrolment_required',
    );
  });
});
