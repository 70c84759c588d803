import { envelopeSchema, gameListDataSchema, type GameListData } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/transaction';
import { providerGameFixture, syncTestCatalogue } from '../../../test/games';
import { apiHeaders, useTestApp } from '../../../test/helper';
import { filterConditions, gamesFrom } from './game-view';
import { escapeLike, normalizeSearchText, searchWords } from './search-text';

/**
 * The search's answers must stay those of the SQL search it replaced (ranking in the database through
 * LIKE and pg_trgm): the same games, in the same order, with the same total, for queries of one, two
 * and three letters, accents, several words, filters and deep offsets. The reference below is that
 * search, kept here as the oracle.
 */
const ctx = useTestApp();

const firstWords = ['Lucky', 'Golden', 'Café', 'Dragon’s', 'Fjørd', 'Book of', 'Mega', 'Ice', 'Jo'];
const secondWords = ['Fortune', 'Spins', 'Señorita', 'Bonanza', 'Hold & Win', 'Quest', 'Rush', 'Ba'];
const thirdWords = ['', 'Deluxe', 'Megaways', 'II', 'Live'];
const categories = ['slots', 'slots', 'live-casino', 'table', 'crash-and-fast'] as const;

/** A deterministic catalogue with many ties of popularity, so the tie-breaks are exercised too. */
function generatedGames(providerIndex: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const pick = <T>(list: readonly T[], salt: number) =>
      list[(i * 7 + providerIndex * 3 + salt) % list.length]!;
    const title = [pick(firstWords, 0), pick(secondWords, i % 5), pick(thirdWords, i % 3)]
      .filter(Boolean)
      .join(' ');
    return providerGameFixture({
      externalId: `ref-${providerIndex}-${i}`,
      slug: `ref-${providerIndex}-${i}`,
      // Every fourth title repeats another's exactly: ties broken by popularity, then the id.
      title: i % 4 === 0 ? title : `${title} ${i}`,
      category: pick(categories, i % 2),
      tags: i % 6 === 0 ? ['megaways'] : [],
      isNew: i % 5 === 0,
      isJackpot: i % 9 === 0,
      platforms: i % 3 === 0 ? ['PC'] : ['PC', 'mobile'],
      popularity: (i * 37) % 11,
    });
  });
}

const providers = [
  { code: 'ref-nova', name: 'Nova Studio' },
  { code: 'ref-plaey', name: 'Pragmatic Plæy' },
  { code: 'ref-evo', name: 'Evolución' },
];

beforeAll(() =>
  syncTestCatalogue(
    ctx.db,
    providers.map((provider, index) => ({ ...provider, games: generatedGames(index, 120) })),
  ),
);

interface ReferenceInput {
  title: string;
  limit: number;
  offset: number;
  category?: string;
  provider?: string;
  isMobile?: boolean;
}

/** The search as the database answered it before the in-memory index: ids of the page and the total. */
async function referenceSearch(db: Database, input: ReferenceInput) {
  const query = normalizeSearchText(input.title);
  if (!query) return { ids: [], total: 0 };
  const like = escapeLike(query);
  const words = searchWords(query).map((word) => sql`g.search_text LIKE ${`%${escapeLike(word)}%`}`);
  const where = sql.join([filterConditions(input as never), ...words], sql` AND `);
  const rows = rowsOf<{ id: string; total: number }>(
    await db.execute(sql`SELECT g.id::text AS id, count(*) OVER ()::int AS total FROM ${gamesFrom}
      WHERE ${where}
      ORDER BY CASE
        WHEN g.search_title = ${query} THEN 0
        WHEN g.search_title LIKE ${`${like}%`} THEN 1
        WHEN ' ' || g.search_title LIKE ${`% ${like}%`} THEN 2
        WHEN g.search_title LIKE ${`%${like}%`} THEN 3
        ELSE 4 END, g.popularity DESC, g.search_title, g.id
      LIMIT ${input.limit} OFFSET ${input.offset}`),
  );
  if (rows[0]) return { ids: rows.map((row) => row.id), total: Number(rows[0].total) };
  const [count] = rowsOf<{ total: string }>(
    await db.execute(sql`SELECT count(*)::text AS total FROM ${gamesFrom} WHERE ${where}`),
  );
  return { ids: [], total: Number(count?.total ?? 0) };
}

async function routeSearch(input: ReferenceInput): Promise<GameListData> {
  const params = new URLSearchParams({ limit: String(input.limit), offset: String(input.offset) });
  if (input.category) params.set('category', input.category);
  if (input.provider) params.set('provider', input.provider);
  if (input.isMobile) params.set('mobile', 'true');
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/games/search/${encodeURIComponent(input.title)}?${params}`,
    headers: apiHeaders(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(gameListDataSchema).parse(response.json()).data;
}

const queries: Omit<ReferenceInput, 'limit' | 'offset'>[] = [
  // One letter, two letters, three letters.
  { title: 'b' },
  { title: 'o' },
  { title: '2' },
  { title: 'bo' },
  { title: 'JO' },
  { title: 'es' },
  { title: 'ba' },
  { title: 'boo' },
  { title: 'meg' },
  { title: 'ice' },
  // Accents, ligatures, apostrophes and punctuation, typed or not.
  { title: 'café' },
  { title: 'cafe' },
  { title: 'fjord' },
  { title: 'Fjørd' },
  { title: 'señorita' },
  { title: 'plaey' },
  { title: 'evolucion' },
  { title: 'dragons' },
  { title: 'Dragon’s' },
  { title: 'hold & win' },
  // Several words, words found only in the provider's name, exact titles and misses.
  { title: 'book of' },
  { title: 'LUCKY fort' },
  { title: 'nova lucky' },
  { title: 'golden quest deluxe' },
  { title: 'Ice Rush' },
  { title: 'Jo Ba' },
  { title: 'zzqx' },
  { title: '%' },
  // Filters.
  { title: 'lu', category: 'slots' },
  { title: 'o', category: 'megaways' },
  { title: 'e', category: 'new' },
  { title: 'e', category: 'jackpot' },
  { title: 'es', provider: 'ref-evo' },
  { title: 'a', isMobile: true },
  { title: 'mega', category: 'live-casino', provider: 'ref-nova', isMobile: true },
];
const pages = [
  { limit: 20, offset: 0 },
  { limit: 7, offset: 13 },
  { limit: 25, offset: 150 },
  { limit: 100, offset: 300 },
  { limit: 10, offset: 5000 },
];

describe('the search keeps the SQL search’s answers', () => {
  it('finds the same games in the same order with the same total, page by page', async () => {
    let compared = 0;
    for (const query of queries) {
      for (const page of pages) {
        const input = { ...query, ...page };
        const expected = await referenceSearch(ctx.db, input);
        const answer = await routeSearch(input);
        const label = JSON.stringify(input);
        expect(
          answer.games.map((found) => found.id),
          label,
        ).toEqual(expected.ids);
        expect(answer.total, label).toBe(expected.total);
        compared += expected.ids.length;
      }
    }
    // The list is not vacuous: deep pages and short words found many games.
    expect(compared).toBeGreaterThan(500);
  });
});
