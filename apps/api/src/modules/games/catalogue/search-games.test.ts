import { envelopeSchema, gameListDataSchema } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/transaction';
import { providerGameFixture as game, syncTestCatalogue } from '../../../test/games';
import { apiHeaders, useTestApp } from '../../../test/helper';
import { wordConditions } from './search-games';
import { normalizeSearchText } from './search-text';

const ctx = useTestApp();

beforeAll(() =>
  syncTestCatalogue(ctx.db, [
    {
      code: 'alpha-play',
      name: 'Alpha Play',
      games: [
        game({ slug: 'lucky-cafe-deluxe', title: 'Lucky Café Deluxe', popularity: 5 }),
        game({ slug: 'gonzos-quest', title: "Gonzo's Quest", popularity: 5 }),
        game({ slug: 'fjord-fortune', title: 'Fjørd Fortune', popularity: 5 }),
        game({ slug: 'book', title: 'Book', popularity: 1 }),
        game({ slug: 'book-of-dead', title: 'Book of Dead', popularity: 10 }),
        game({ slug: 'bookworm-bonanza', title: 'Bookworm Bonanza', popularity: 90 }),
        game({ slug: 'big-book-bash', title: 'Big Book Bash', popularity: 50 }),
        game({ slug: 'facebooked', title: 'Facebooked', category: 'table', popularity: 99 }),
        ...Array.from({ length: 12 }, (_, i) =>
          game({ slug: `reel-rush-${i}`, title: `Reel Rush ${i}`, popularity: i, platforms: ['PC'] }),
        ),
      ],
    },
    {
      code: 'bookmakers',
      name: 'Bookmakers Inc',
      games: [game({ slug: 'sunny-reels', title: 'Sunny Reels', popularity: 100 })],
    },
  ]),
);

async function search(path: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/games/search/${path}`,
    headers: apiHeaders(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(gameListDataSchema).parse(response.json()).data;
}
const titles = (data: { games: { title: string }[] }) => data.games.map((found) => found.title);

describe('GET /games/search/{title}', () => {
  it('finds a title whatever the case, accents, apostrophes or unfinished words', async () => {
    for (const query of ['LUCKY cafe', 'lucky%20caf', 'luck%20deLUX', 'CAFÉ', 'deluxe%20lucky']) {
      expect(titles(await search(query)), query).toEqual(['Lucky Café Deluxe']);
    }
    expect(titles(await search('gonzos'))).toEqual(["Gonzo's Quest"]);
    expect(titles(await search('GONZO%E2%80%99S%20quest'))).toEqual(["Gonzo's Quest"]);
    expect(titles(await search('fjord'))).toEqual(['Fjørd Fortune']);
    expect(await search('nothing%20like%20this')).toMatchObject({ games: [], total: 0 });
  });

  it('ranks exact title, title prefix, word prefix, substring, words anywhere; then popularity', async () => {
    expect(titles(await search('book'))).toEqual([
      'Book',
      'Bookworm Bonanza',
      'Book of Dead',
      'Big Book Bash',
      'Facebooked',
      'Sunny Reels',
    ]);
  });

  it('takes LIKE wildcards as plain characters', async () => {
    for (const query of ['%25', '_', '%25%25', '%5C']) {
      expect(await search(query), query).toMatchObject({ games: [], total: 0 });
    }
  });

  it('pages with limit and offset, and filters by category, provider and mobile', async () => {
    const first = await search('reel?limit=5&offset=0');
    expect(first).toMatchObject({ total: 13, limit: 5, offset: 0 });
    expect(titles(first)).toEqual([
      'Reel Rush 11',
      'Reel Rush 10',
      'Reel Rush 9',
      'Reel Rush 8',
      'Reel Rush 7',
    ]);
    expect(titles(await search('reel?limit=5&offset=12'))).toEqual(['Sunny Reels']);
    expect(await search('reel?limit=5&offset=50')).toMatchObject({ games: [], total: 13, offset: 50 });
    expect(titles(await search('book?category=table'))).toEqual(['Facebooked']);
    expect(titles(await search('book?provider=bookmakers'))).toEqual(['Sunny Reels']);
    expect(titles(await search('reel?mobile=true'))).toEqual(['Sunny Reels']);
  });

  it('answers at most 8 for the search widget, and the short form takes a limit', async () => {
    const widget = await search('reel?searchWidget=true&limit=20&offset=4');
    expect(widget.games).toHaveLength(8);
    expect(widget).toMatchObject({ total: 13, limit: 8, offset: 0 });
    const short = await search('reel/3');
    expect(short).toMatchObject({ total: 13, limit: 3, offset: 0 });
    expect(short.games).toHaveLength(3);
  });

  it('refuses an empty or too long query and bad paging, naming the field', async () => {
    const cases: [string, string][] = [
      ['%20%20%20', 'title'],
      ['x'.repeat(101), 'title'],
      // 101 characters of 2 bytes each: 606 once percent-encoded, still a validation error.
      ['%C3%A9'.repeat(101), 'title'],
      ['reel?limit=0', 'limit'],
      ['reel?limit=101', 'limit'],
      ['reel?offset=-1', 'offset'],
      ['reel/0', 'limit'],
      ['reel/101', 'limit'],
      ['reel?category=poker', 'category'],
      ['reel?provider=ALL', 'provider'],
      ['reel?searchWidget=maybe', 'searchWidget'],
    ];
    for (const [path, field] of cases) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/games/search/${path}`,
        headers: apiHeaders(),
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().info.resultCode).toBe('validation_error');
      expect(response.json().data.issues[0].field, path).toBe(field);
    }
    expect(titles(await search('x'.repeat(100)))).toEqual([]);
    expect(titles(await search('%C3%A9'.repeat(100)))).toEqual([]);
  });
});

describe('the search index', () => {
  it("answers a search's words of three letters or more through pg_trgm's GIN index", async () => {
    const where = sql.join(wordConditions(normalizeSearchText('Quest BOOK')), sql` AND `);
    // The test catalogue is small enough for the planner to read it whole, or through any other index:
    // reading a table whole is discouraged, so only an index that answers the conditions remains.
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`EXPLAIN SELECT g.id FROM games g WHERE ${where}`),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on games_search_text_trgm_idx/);
    expect(plan).toMatch(/search_text ~~ '%quest%'/);
  });
});
