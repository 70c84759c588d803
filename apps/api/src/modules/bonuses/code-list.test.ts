import { roleMay, staffRoles } from '@casino/contract/values/staff';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusAudit, staffAudit } from '../../db/schema';
import { staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { insertTestCampaign } from '../../test/ledger';

interface CodeRow {
  code: string;
  campaign: string;
  maxUses: number | null;
  uses: number;
  startsAt: string | null;
  endsAt: string | null;
  status: string;
}
interface CodesPage {
  codes: CodeRow[];
  page: { limit: number; offset: number; hasMore: boolean };
}

describe('staff promotion codes list', () => {
  const ctx = useTestApp();
  const audits = async () =>
    [
      (await ctx.db.select({ n: count() }).from(staffAudit))[0]?.n,
      (await ctx.db.select({ n: count() }).from(bonusAudit))[0]?.n,
    ] as const;

  it('lists the codes newest first with campaign, uses, window and state, a page at a time', async () => {
    const marketing = await staffToken(ctx.app, 'marketing');
    const campaign = await insertTestCampaign(ctx.db, { activation: 'code' });
    const made = ['LISTONE', 'LISTTWO', 'LISTTHREE'];
    for (const [index, code] of made.entries()) {
      const created = await staffCall(ctx.app, marketing, 'POST', '/bonus/codes', {
        code,
        campaign: campaign.slug,
        maxUses: index === 0 ? 25 : null,
        ...(index === 1 ? { startsAt: '2026-07-01T00:00:00.000Z', endsAt: '2026-08-01T00:00:00.000Z' } : {}),
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const before = await audits();

    const first = await staffCall(ctx.app, marketing, 'GET', '/bonus/codes?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ data: CodesPage }>().data;
    expect(page.codes.map((row) => row.code)).toEqual(['listthree', 'listtwo']);
    expect(page.page).toEqual({ limit: 2, offset: 0, hasMore: true });
    expect(page.codes[1]).toMatchObject({
      campaign: campaign.slug,
      status: 'active',
      uses: 0,
      maxUses: null,
      startsAt: '2026-07-01T00:00:00.000Z',
      endsAt: '2026-08-01T00:00:00.000Z',
    });

    const rest = (await staffCall(ctx.app, marketing, 'GET', '/bonus/codes?limit=100&offset=2')).json<{
      data: CodesPage;
    }>().data;
    // Older codes (the seeded ones) follow the three made here.
    expect(rest.codes[0]?.code).toBe('listone');
    expect(rest.codes[0]).toMatchObject({ maxUses: 25, startsAt: null, endsAt: null });
    expect(rest.page.hasMore).toBe(false);
    // Reading writes no audit row.
    expect(await audits()).toEqual(before);
  });

  it('refuses a role without bonuses.read', async () => {
    const role = staffRoles.find((each) => !roleMay(each, 'bonuses.read'));
    expect(role).toBeDefined();
    const response = await staffCall(ctx.app, await staffToken(ctx.app, role), 'GET', '/bonus/codes');
    expect(response.statusCode).toBe(403);
  });
});
