import { envelopeSchema, gameListDataSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameProviders } from '../../../db/schema';
import { providerGameFixture, sampleCatalogue, syncTestCatalogue } from '../../../test/games';
import { apiHeaders, useTestApp } from '../../../test/helper';

const ctx = useTestApp();
beforeAll(() => syncTestCatalogue(ctx.db, sampleCatalogue()));
const listed = 48;

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: apiHeaders(headers) });
}

async function list(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(gameListDataSchema).parse(response.json()).data;
}

const slugs = (data: { games: { slug: string }[] }) => data.games.map((game) => game.slug);

async function refused(url: string, field: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(400);
  const body = response.json();
  expect(body.info.resultCode).toBe('validation_error');
  expect(body.data.issues.map((issue: { field: string }) => issue.field)).toContain(field);
}

describe('GET /games/filter/{category}/{provider}/{sort}/{limit}/{offset}', () => {
  it('pages the whole catalogue by popularity with its total', async () => {
    const first = await list('/games/filter/all/all/popular/3/0');
    expect(first).toMatchObject({ total: listed, limit: 3, offset: 0 });
    expect(slugs(first)).toEqual(['crazy-wheel', 'lucky-spins', 'aviator-rush']);
    const second = await list('/games/filter/all/all/popular/3/3');
    expect(slugs(second)).toEqual(['roulette-live', 'lucky-cafe-deluxe', 'blackjack-pro']);
  });

  it('filters by category, tag, flag and provider', async () => {
    expect(slugs(await list('/games/filter/slots/all/az/10/0'))).toEqual([
      'lucky-cafe-deluxe',
      'lucky-spins',
    ]);
    expect(slugs(await list('/games/filter/live-casino/all/popular/10/0'))).toEqual([
      'roulette-live',
      'blackjack-pro',
    ]);
    expect(slugs(await list('/games/filter/megaways/all/popular/10/0'))).toEqual(['lucky-cafe-deluxe']);
    expect(slugs(await list('/games/filter/blackjack/all/popular/10/0'))).toEqual(['blackjack-pro']);
    expect(slugs(await list('/games/filter/new/all/popular/10/0'))).toEqual(['lucky-cafe-deluxe']);
    expect(slugs(await list('/games/filter/jackpot/all/popular/10/0'))).toEqual(['roulette-live']);
    const alpha = await list('/games/filter/all/alpha-play/popular/10/0');
    expect(alpha.total).toBe(4);
    expect(alpha.games.every((game) => game.provider === 'alpha-play')).toBe(true);
    expect(await list('/games/filter/all/nobody-here/popular/10/0')).toMatchObject({ games: [], total: 0 });
  });

  it('sorts a-z, z-a, newest and by RTP', async () => {
    expect(slugs(await list('/games/filter/all/alpha-play/az/10/0'))).toEqual([
      'aviator-rush',
      'lucky-cafe-deluxe',
      'lucky-spins',
      'roulette-live',
    ]);
    expect(slugs(await list('/games/filter/all/alpha-play/za/1/0'))).toEqual(['roulette-live']);
    expect(slugs(await list('/games/filter/all/all/new/2/0'))).toEqual(['lucky-cafe-deluxe', 'crazy-wheel']);
    expect(slugs(await list('/games/filter/all/all/rtp/2/0'))).toEqual(['blackjack-pro', 'table-filler-0']);
  });

  it('restricts to the web list shortcuts and to mobile games', async () => {
    expect(slugs(await list('/games/filter/all/all/popular/10/0?crash-and-fast=true'))).toEqual([
      'aviator-rush',
    ]);
    expect(slugs(await list('/games/filter/all/all/popular/10/0?livecasino=true'))).toEqual([
      'roulette-live',
      'blackjack-pro',
    ]);
    expect(slugs(await list('/games/filter/slots/all/popular/10/0?mobile=true'))).toEqual([
      'lucky-cafe-deluxe',
    ]);
    expect((await list('/games/filter/all/all/popular/10/0?mobile=false')).total).toBe(listed);
  });

  it('answers an empty page and the real total past the end, and refuses bad parameters naming them', async () => {
    expect(await list('/games/filter/all/all/popular/10/1000')).toEqual({
      games: [],
      total: listed,
      limit: 10,
      offset: 1000,
    });
    expect((await list('/games/filter/all/all/popular/100/0')).games).toHaveLength(48);
    await refused('/games/filter/all/all/popular/0/0', 'limit');
    await refused('/games/filter/all/all/popular/101/0', 'limit');
    await refused('/games/filter/all/all/popular/ten/0', 'limit');
    await refused('/games/filter/all/all/popular/10/-1', 'offset');
    await refused('/games/filter/poker/all/popular/10/0', 'category');
    await refused('/games/filter/all/all/cheapest/10/0', 'sort');
    await refused('/games/filter/all/Not%20A%20Code/popular/10/0', 'provider');
    await refused('/games/filter/all/all/popular/10/0?mobile=yes', 'mobile');
  });
});

describe('GET /games/{category}/{provider}/{sort}', () => {
  it('answers the first 40 of a filter, with the list shortcuts', async () => {
    const table = await list('/games/table/beta-studio/az');
    expect(table).toMatchObject({ total: 42, limit: 40, offset: 0 });
    expect(table.games).toHaveLength(40);
    expect(table.games[0]?.slug).toBe('table-filler-0');
    expect(slugs(await list('/games/all/all/popular?livecasino=true'))).toEqual([
      'roulette-live',
      'blackjack-pro',
    ]);
    await refused('/games/table/beta-studio/cheapest', 'sort');
  });
});

describe('GET and HEAD /games', () => {
  it('lists 40 by default, the mobile ones on asking, and refuses a limit over 100', async () => {
    const all = await get('/games');
    expect(all.headers['x-total-count']).toBe(String(listed));
    expect(envelopeSchema(gameListDataSchema).parse(all.json()).data).toMatchObject({ limit: 40, offset: 0 });
    const mobile = await list('/games?mobile=true&limit=100');
    expect(mobile.total).toBe(5);
    expect(mobile.games.every((game) => game.platforms.includes('mobile'))).toBe(true);
    await refused('/games?limit=101', 'limit');
    await refused('/games?offset=x', 'offset');
  });

  it('HEAD answers the count and ETag without a body; If-None-Match answers 304 until the catalogue changes', async () => {
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/v1/games?mobile=true',
      headers: apiHeaders(),
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['x-total-count']).toBe('5');
    const etag = String(head.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    expect((await get('/games?mobile=true', { 'if-none-match': etag })).statusCode).toBe(304);
    const notModified = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/v1/games?mobile=true',
      headers: apiHeaders({ 'if-none-match': etag }),
    });
    expect(notModified.statusCode).toBe(304);
    // Another query is another representation.
    expect((await get('/games?mobile=false', { 'if-none-match': etag })).statusCode).toBe(200);

    // A sync of the same lists changes nothing; a changed list changes the ETag.
    await syncTestCatalogue(ctx.db, sampleCatalogue());
    expect((await get('/games?mobile=true', { 'if-none-match': etag })).statusCode).toBe(304);
    const [alpha, beta] = sampleCatalogue();
    alpha!.games.push(providerGameFixture({ externalId: 'a5', slug: 'new-arrival', platforms: ['mobile'] }));
    await syncTestCatalogue(ctx.db, [alpha!, beta!]);
    const changed = await get('/games?mobile=true', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.headers['x-total-count']).toBe('6');
  });

  it('never lists the games of a disabled provider', async () => {
    await ctx.db.update(gameProviders).set({ enabled: false }).where(eq(gameProviders.code, 'beta-studio'));
    try {
      const all = await list('/games/filter/all/all/popular/100/0');
      expect(all.games.every((game) => game.provider === 'alpha-play')).toBe(true);
    } finally {
      await ctx.db.update(gameProviders).set({ enabled: true }).where(eq(gameProviders.code, 'beta-studio'));
    }
  });
});
