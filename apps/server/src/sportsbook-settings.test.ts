import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAudit, staffCall, staffToken } from '@casino/api/testing';
import { useEmbeddedSportsbook } from './test/embedded-sportsbook';

/**
 * The back office's Sportsbook screen end to end: the platform's staff routes call the sportsbook's
 * signed settings routes over HTTP, and the sportsbook puts the change in force.
 */
const { ctx, port, mounted } = await useEmbeddedSportsbook({
  secret: 'e2e-sportsbook-settings-secret-0123456789',
  sportsbookEnv: { SPORTSBOOK_CURRENCIES: 'EUR,NOK' },
});
const runtime = () => mounted.runtime!;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = { info: { resultCode: string }; data: any };
const eur = { currency: 'EUR', minStake: '50', maxStake: '20000', maxPayout: '1000000' };

describe("the sportsbook's settings from the back office", () => {
  it('reads them, changes them with one audit row (before and after), and refuses a bad change', async () => {
    const admin = await staffToken(ctx.app, 'admin');
    const read = await staffCall(ctx.app, admin, 'GET', '/sportsbook/settings');
    expect(read.statusCode, read.body).toBe(200);
    const before = read.json<Json>().data;
    expect(before).toMatchObject({ marginBasisPoints: 600, updatedAt: null });
    expect(before.currencies.map((entry: { currency: string }) => entry.currency)).toEqual(['EUR', 'NOK']);

    const saved = await staffCall(ctx.app, admin, 'POST', '/sportsbook/settings', {
      marginBasisPoints: 800,
      currencies: [eur],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(runtime().deps.limits.EUR).toMatchObject({
      minStake: 50n,
      maxStake: 20_000n,
      maxPayout: 1_000_000n,
    });
    const rows = await ctx.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'updateSportsbookSettings'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resultCode: 'ok', before });
    expect(rows[0]?.after).toMatchObject({
      request: { marginBasisPoints: 800 },
      response: { marginBasisPoints: 800, currencies: expect.arrayContaining([eur]) },
    });

    const refused = await staffCall(ctx.app, admin, 'POST', '/sportsbook/settings', {
      marginBasisPoints: 800,
      currencies: [{ ...eur, currency: 'USD' }],
    });
    expect(refused.json<Json>().info.resultCode).toBe('bet_currency_unsupported');
    const tooLow = await staffCall(ctx.app, admin, 'POST', '/sportsbook/settings', {
      marginBasisPoints: 800,
      currencies: [{ ...eur, minStake: '30000' }],
    });
    expect(tooLow.json<Json>().info.resultCode).toBe('validation_error');
    const after = (await staffCall(ctx.app, admin, 'GET', '/sportsbook/settings')).json<Json>().data;
    expect(after).toEqual(saved.json<Json>().data);
  });

  it('lets finance read but not change them, and support neither', async () => {
    const finance = await staffToken(ctx.app, 'finance_readonly');
    expect((await staffCall(ctx.app, finance, 'GET', '/sportsbook/settings')).statusCode).toBe(200);
    const change = await staffCall(ctx.app, finance, 'POST', '/sportsbook/settings', {
      marginBasisPoints: 900,
      currencies: [eur],
    });
    expect(change.statusCode).toBe(403);
    const support = await staffToken(ctx.app, 'support');
    expect((await staffCall(ctx.app, support, 'GET', '/sportsbook/settings')).statusCode).toBe(403);
    const risk = await staffToken(ctx.app, 'risk_kyc');
    const byRisk = await staffCall(ctx.app, risk, 'POST', '/sportsbook/settings', {
      marginBasisPoints: 900,
      currencies: [eur],
    });
    expect(byRisk.statusCode, byRisk.body).toBe(200);
    expect(runtime().settings.current().marginBasisPoints).toBe(900);
  });
});
