import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema';
import { staffCall, staffToken } from '../../test/cashier';
import { providerGameFixture, startFakeProvider, testSyncOptions, type FakeProvider } from '../../test/games';
import { apiHeaders, useTestApp } from '../../test/helper';
import { syncCatalogue } from '../games/catalogue/sync-catalogue';

interface Answer<T> {
  info: { resultCode: string };
  data: T;
}
interface CatalogueGame {
  id: string;
  slug: string;
  enabled: boolean;
  popularity: number;
  category: string;
  tags: string[];
  isNew: boolean;
  isJackpot: boolean;
  overridden: string[];
}

/** Issue 29, the games catalogue screen: staff changes reach the player site and outlive provider syncs. */
describe('back office: games catalogue', () => {
  const ctx = useTestApp();
  let fake: FakeProvider;
  let content = '';
  const byExternal: Record<string, CatalogueGame> = {};

  beforeAll(async () => {
    content = await staffToken(ctx.app, 'content');
    fake = await startFakeProvider({ code: 'shelf-games', name: 'Shelf Games', logo: '' });
    fake.list.games = [
      providerGameFixture({ externalId: 's-1', slug: 'top-shelf', title: 'Top Shelf', popularity: 50 }),
      providerGameFixture({ externalId: 's-2', slug: 'low-shelf', title: 'Low Shelf', popularity: 10 }),
    ];
    await syncCatalogue(ctx.db, [fake.config], testSyncOptions());
    const listed = await list();
    for (const game of listed) byExternal[game.slug] = game;
  });
  afterAll(() => fake.close());

  async function list() {
    const response = await staffCall(ctx.app, content, 'GET', '/catalogue/games?provider=shelf-games');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer<{ games: CatalogueGame[] }>>().data.games;
  }
  const change = (slug: string, body: Record<string, unknown>) =>
    staffCall(ctx.app, content, 'POST', `/catalogue/games/${byExternal[slug]!.id}`, body);
  const playerList = () =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/games?limit=100', headers: apiHeaders() });
  const playerSlugs = async () =>
    playerList().then((r) =>
      r.json<{ data: { games: Array<{ slug: string }> } }>().data.games.map((g) => g.slug),
    );

  it('lists the games most popular first, with provider, category, tags, enabled and order', async () => {
    const games = await list();
    expect(games.map((g) => [g.slug, g.popularity, g.enabled, g.category])).toEqual([
      ['top-shelf', 50, true, 'slots'],
      ['low-shelf', 10, true, 'slots'],
    ]);
    expect(games[0]).toMatchObject({
      providerCode: 'shelf-games',
      providerName: 'Shelf Games',
      overridden: [],
    });
  });

  it('disables a game: the player site drops it at once, its ETag moves, one audit row with before', async () => {
    const before = await playerList();
    expect(await playerSlugs()).toContain('low-shelf');
    const response = await change('low-shelf', { enabled: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Answer<CatalogueGame>>().data).toMatchObject({
      enabled: false,
      overridden: ['enabled'],
    });
    const after = await playerList();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await playerSlugs()).not.toContain('low-shelf');
    const rows = await ctx.db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.action, 'updateCatalogueGame'), eq(staffAudit.target, byExternal['low-shelf']!.id)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.before).toMatchObject({ enabled: true });
  });

  it('sets order, category, tags and home sections, and the player site follows', async () => {
    const set = {
      enabled: true,
      popularity: 90,
      category: 'table',
      tags: ['roulette'],
      isNew: true,
      isJackpot: true,
    };
    const response = await change('low-shelf', set);
    expect(response.json<Answer<CatalogueGame>>().data).toMatchObject({
      ...set,
      overridden: ['category', 'is_jackpot', 'is_new', 'popularity', 'tags'],
    });
    const slugs = await playerSlugs();
    expect(slugs.indexOf('low-shelf')).toBeLessThan(slugs.indexOf('top-shelf'));
    const roulette = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games/filter/roulette/all/popular/100/0',
      headers: apiHeaders(),
    });
    expect(roulette.body).toContain('low-shelf');
  });

  it("keeps what staff set over the provider's next list, which still updates the rest", async () => {
    await change('top-shelf', { enabled: false });
    fake.list.games = [
      providerGameFixture({ externalId: 's-1', slug: 'top-shelf', title: 'Top Shelf II', popularity: 70 }),
      providerGameFixture({ externalId: 's-2', slug: 'low-shelf', title: 'Low Shelf II', popularity: 5 }),
    ];
    await syncCatalogue(ctx.db, [fake.config], testSyncOptions());
    const games = await list();
    const low = games.find((g) => g.slug === 'low-shelf');
    const top = games.find((g) => g.slug === 'top-shelf');
    expect(low).toMatchObject({ popularity: 90, category: 'table', tags: ['roulette'], enabled: true });
    expect(top).toMatchObject({ popularity: 70, enabled: false });
  });

  it('refuses a role without games.write, and an unknown game', async () => {
    const marketing = await staffToken(ctx.app, 'marketing');
    const refused = await staffCall(
      ctx.app,
      marketing,
      'POST',
      `/catalogue/games/${byExternal['top-shelf']!.id}`,
      {
        popularity: 1,
      },
    );
    expect(refused.json<Answer<null>>().info.resultCode).toBe('forbidden');
    const unknown = await staffCall(ctx.app, content, 'POST', `/catalogue/games/${crypto.randomUUID()}`, {
      popularity: 1,
    });
    expect(unknown.json<Answer<null>>().info.resultCode).toBe('not_found');
  });
});
