import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusAudit, competitionAudit, contentAudit, staffUsers } from '../../db/schema';
import { staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';

type Entry = {
  id: string;
  action: string;
  source: string;
  staffUsername: string;
  target: string | null;
  after: unknown;
};

/** The Audit screen's one list: staff_audit and the content, bonus and competition audits together. */
describe('staff audit from every source', () => {
  const ctx = useTestApp();

  async function listAudit(token: string, query: string) {
    const response = await staffCall(ctx.app, token, 'GET', `/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { entries: Entry[] } }>().data.entries;
  }

  it('lists rows of each former per-module audit, filtered by staff member, action and time', async () => {
    const contentToken = await staffToken(ctx.app, 'content');
    const created = await staffCall(ctx.app, contentToken, 'POST', '/content', {
      kind: 'post',
      slug: 'audited-post',
      translations: { en: { title: 'Audited', markdown: 'Text' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const entryId = created.json<{ data: { id: string } }>().data.id;
    const [editor] = await ctx.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.role, 'content'))
      .orderBy(staffUsers.createdAt);
    const staffId = editor!.id;
    // Rows the modules kept before staff_audit existed: only their own table has them.
    const old = new Date('2024-03-01T10:00:00Z');
    await ctx.db
      .insert(contentAudit)
      .values({ entryId, staffId, action: 'publish', detail: { published: true }, at: old });
    await ctx.db
      .insert(bonusAudit)
      .values({ staffUserId: staffId, action: 'campaign.create', createdAt: old });
    await ctx.db.insert(competitionAudit).values({
      staffId,
      action: 'race.create',
      targetId: null,
      details: { name: 'Friday' },
      createdAt: old,
    });

    const admin = await staffToken(ctx.app, 'admin');
    const mine = await listAudit(admin, `staffId=${staffId}&limit=100`);
    expect(mine.map((entry) => `${entry.source} ${entry.action}`).sort()).toEqual([
      'bonus bonus.campaign.create',
      'competition competition.race.create',
      'content content.publish',
      'staff createContent',
      'staff login',
    ]);
    // The create's own content_audit row was written by the audited call: listed once, as its staff row.
    expect(mine.every((entry) => entry.staffUsername === editor!.username)).toBe(true);
    expect(mine.find((entry) => entry.source === 'content')).toMatchObject({
      target: entryId,
      after: { published: true },
    });

    const byName = await listAudit(admin, `staffUsername=${editor!.username.toUpperCase()}&limit=100`);
    expect(byName.map((entry) => entry.id).sort()).toEqual(mine.map((entry) => entry.id).sort());
    const byAction = await listAudit(admin, 'action=competition.race.create');
    expect(byAction).toHaveLength(1);
    const window = `from=${encodeURIComponent('2024-01-01T00:00:00Z')}&to=${encodeURIComponent('2025-01-01T00:00:00Z')}`;
    const inWindow = await listAudit(admin, `${window}&staffId=${staffId}`);
    expect(inWindow.map((entry) => entry.source).sort()).toEqual(['bonus', 'competition', 'content']);
  });
});
