import { envelopeSchema, gameListDataSchema } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerGameFixture as game, syncTestCatalogue } from '../../../test/games';
import { apiHeaders, useTestApp } from '../../../test/helper';

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
  it('follows the catalogue: a game synced after a search is found by the next one', async () => {
    expect(titles(await search('zebra'))).toEqual([]);
    await syncTestCatalogue(ctx.db, [
      {
        code: 'zebra-house',
        name: 'Zebra House',
        games: [game({ slug: 'zebra-reels', title: 'Zebra Reels', popularity: 3 })],
      },
    ]);
    expect(titles(await search('zebra'))).toEqual(['Zebra Reels']);
    expect(titles(await search('zebra%20house'))).toEqual(['Zebra Reels']);
    expect(titles(await search('reels?limit=2'))).toEqual(['Sunny Reels', 'Zebra Reels']);
  });
});
