import { staffRouteKeys } from '@casino/contract/routes/staff-keys';
import { staffRoutePermissions, type StaffRouteName } from '@casino/contract/routes/staff-permissions';
import { splitRouteKey } from '@casino/contract/routes/define';
import { roleMay, staffRoles, type StaffRole } from '@casino/contract/values/staff';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAudit, staffUsers, withdrawals } from '../../db/schema';
import { call } from '../../test/accounts';
import { cashierReadyPlayer, depositFunds, requestWithdrawalOf, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import type { TestPlayer } from '../../test/players';

const routeNames = Object.keys(staffRouteKeys) as StaffRouteName[];

/** Walks the contract's staff route list: every route, every role (issue 29's permission and audit tests). */
describe('staff route permissions and audit', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<StaffRole, string>;
  let player: TestPlayer;
  let withdrawalId = '';

  beforeAll(async () => {
    for (const role of staffRoles) tokens[role] = await staffToken(ctx.app, role);
    player = await cashierReadyPlayer(ctx.app);
    await depositFunds(ctx.app, player, '50', 'perm-deposit-1');
    withdrawalId = (await requestWithdrawalOf(ctx.app, player, '20')).id;
    expect(withdrawalId).not.toBe('');
  });

  function callRoute(name: StaffRouteName, token: string) {
    const { method, path } = splitRouteKey(staffRouteKeys[name]);
    return ctx.app.inject({
      method,
      url: `/staff/v1${path.replace(':id', withdrawalId)}`,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  }

  const auditRows = async () => (await ctx.db.select({ n: count() }).from(staffAudit))[0]?.n ?? 0;
  const withdrawalStatus = async () =>
    (
      await ctx.db
        .select({ status: withdrawals.status })
        .from(withdrawals)
        .where(eq(withdrawals.id, withdrawalId))
    )[0]?.status;

  it('registers every staff route of the server in the contract, each with a permission', () => {
    // The OpenAPI document lists every route the server registered.
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const servedKeys = Object.entries(paths)
      .filter(([path]) => path.startsWith('/staff/v1/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) =>
            `${method.toUpperCase()} ${path.slice('/staff/v1'.length).replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    expect(new Set(servedKeys)).toEqual(new Set(Object.values(staffRouteKeys)));
    for (const name of routeNames) expect(staffRoutePermissions[name], name).not.toBeUndefined();
  });

  it('refuses every role lacking a route its permission with forbidden, and nothing changes', async () => {
    const statusBefore = await withdrawalStatus();
    const rowsBefore = await auditRows();
    let refusals = 0;
    for (const name of routeNames) {
      const permission = staffRoutePermissions[name];
      if (permission === null) continue;
      for (const role of staffRoles) {
        if (roleMay(role, permission)) continue;
        const response = await callRoute(name, tokens[role]);
        expect(response.statusCode, `${role} ${name}`).toBe(403);
        expect(response.json<{ info: { resultCode: string } }>().info.resultCode).toBe('forbidden');
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThan(100);
    expect(await auditRows()).toBe(rowsBefore);
    expect(await withdrawalStatus()).toBe(statusBefore);
  });

  it('lets every role with the permission past the check (no forbidden)', async () => {
    for (const name of routeNames.filter((n) => splitRouteKey(staffRouteKeys[n]).method === 'GET')) {
      const permission = staffRoutePermissions[name];
      for (const role of staffRoles) {
        if (permission !== null && !roleMay(role, permission)) continue;
        const response = await callRoute(name, tokens[role]);
        expect(response.statusCode, `${role} ${name}: ${response.body}`).not.toBe(403);
      }
    }
  });

  it('writes exactly one audit row for each mutating staff call', async () => {
    const mutating = routeNames.filter(
      (name) => staffRoutePermissions[name] !== null && splitRouteKey(staffRouteKeys[name]).method === 'POST',
    );
    // Log-out last: it ends the token the others use.
    const ordered = [...mutating.filter((n) => n !== 'logout'), 'logout' as const];
    for (const name of ordered) {
      const before = await auditRows();
      const response = await callRoute(name, tokens.admin);
      expect(response.statusCode, `${name}: ${response.body}`).not.toBe(403);
      expect(await auditRows(), name).toBe(before + 1);
    }
    const [row] = await ctx.db.select().from(staffAudit).where(eq(staffAudit.action, 'upsertStaffUser'));
    expect(row?.resultCode).toBe('validation_error');
    await expect(ctx.db.update(staffAudit).set({ action: 'x' })).rejects.toThrow();
    await expect(ctx.db.delete(staffAudit)).rejects.toThrow();
  });

  it("writes a call's audit row in the call's transaction: no row, no change", async () => {
    // The audit refuses this one action's row; the staff user the call would create must not exist.
    // (The walk above logged the admin out: a new session.)
    const admin = await staffToken(ctx.app, 'admin');
    await ctx.db.execute(sql`
      CREATE FUNCTION refuse_upsert_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = 'upsertStaffUser' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$`);
    await ctx.db.execute(sql`
      CREATE TRIGGER refuse_upsert_audit BEFORE INSERT ON staff_audit
      FOR EACH ROW EXECUTE FUNCTION refuse_upsert_audit()`);
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/staff/v1/staff',
        headers: { authorization: `Bearer ${admin}` },
        payload: { username: 'unaudited-member', password: 'a long enough password', role: 'support' },
      });
      expect(response.statusCode).toBe(500);
      const created = await ctx.db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.username, 'unaudited-member'));
      expect(created).toEqual([]);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER refuse_upsert_audit ON staff_audit`);
    }
  });

  it('audits every staff log-in, granted or refused, with the address and no password', async () => {
    const loginRows = () => ctx.db.select().from(staffAudit).where(eq(staffAudit.action, 'login'));
    const before = (await loginRows()).length;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/login',
      payload: { username: 'nobody-here', password: 'wrong password 123' },
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(401);
    const rows = await loginRows();
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((entry) => entry.staffUsername === 'nobody-here');
    expect(row).toMatchObject({ staffId: null, resultCode: 'staff_unauthorized', ip: '203.0.113.9' });
    expect(JSON.stringify(row)).not.toContain('wrong password');
    // staffToken logged each role in: every one of those is a granted row naming its member.
    const granted = rows.filter((entry) => entry.resultCode === 'ok');
    expect(granted.length).toBeGreaterThanOrEqual(staffRoles.length);
    expect(granted.every((entry) => entry.staffId !== null)).toBe(true);
  });

  it('never takes a staff token for a player session, nor a player session for a staff token', async () => {
    const asPlayer = await call(ctx.app, 'GET', '/player/balance', { player: tokens.admin });
    expect(asPlayer.statusCode).toBe(401);
    const viaBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/balance',
      headers: { authorization: `Bearer ${tokens.payments}` },
    });
    expect(viaBearer.statusCode).not.toBe(200);
    for (const name of ['listWithdrawals', 'getMe'] as const) {
      const response = await callRoute(name, player.token);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ info: { resultCode: string } }>().info.resultCode).toBe('staff_unauthorized');
    }
  });
});
