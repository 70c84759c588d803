import { envelopeSchema, gameDataSchema, gameListDataSchema } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  providerGameFixture,
  startFakeProvider,
  testSyncOptions,
  type FakeProvider,
} from '../../../test/games';
import { apiHeaders, useTestApp } from '../../../test/helper';
import { syncCatalogue } from './sync-catalogue';

const ctx = useTestApp();
let fake: FakeProvider;
const ids: Record<string, string> = {};

const inGerman = { description: 'Fünf Walzen voller Früchte.', details: '5x3, 20 Linien.' };
const inNorwegian = { description: 'Fem hjul fulle av frukt.', details: '5x3, 20 linjer.' };

beforeAll(async () => {
  fake = await startFakeProvider({ code: 'polyglot', name: 'Polyglot Games', logo: '' });
  fake.list.games = [
    providerGameFixture({
      externalId: 'fruit-5',
      slug: 'fruit-five',
      title: 'Fruit Five',
      description: 'Five reels of fruit.',
      details: '5x3, 20 lines.',
      popularity: 50,
      // A language the casino does not offer is not kept; one without texts falls back to English.
      texts: { de: inGerman, no: inNorwegian, it: { description: 'Cinque rulli di frutta.', details: '' } },
    }),
    // A provider that offers English only still works everywhere.
    providerGameFixture({
      externalId: 'plain',
      slug: 'plain-fruit',
      title: 'Plain Fruit',
      description: 'English only.',
    }),
  ];
  const [result] = await syncCatalogue(ctx.db, [fake.config], testSyncOptions());
  expect(result).toMatchObject({ ok: true, games: 2 });
  const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/games?limit=100', headers: apiHeaders() });
  for (const game of envelopeSchema(gameListDataSchema).parse(list.json()).data.games)
    ids[game.slug] = game.id;
});
afterAll(() => fake.close());

async function gameIn(language: string, slug: string) {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/games/${ids[slug]}`,
    headers: apiHeaders({ 'x-language': language }),
  });
  expect(answer.statusCode).toBe(200);
  return envelopeSchema(gameDataSchema).parse(answer.json()).data.game;
}

describe('game texts in the reader language', () => {
  it('answers a game in the x-language the provider gave, and in English otherwise', async () => {
    expect(await gameIn('de', 'fruit-five')).toMatchObject(inGerman);
    expect(await gameIn('nb-NO', 'fruit-five')).toMatchObject(inNorwegian);
    expect(await gameIn('fr', 'fruit-five')).toMatchObject({
      description: 'Five reels of fruit.',
      details: '5x3, 20 lines.',
    });
    expect(await gameIn('en', 'fruit-five')).toMatchObject({ description: 'Five reels of fruit.' });
    expect(await gameIn('de', 'plain-fruit')).toMatchObject({ description: 'English only.' });
  });

  it('writes lists, lookups by slug and searches in the reader language, with an ETag per language', async () => {
    const german = apiHeaders({ 'x-language': 'de' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/games?limit=100', headers: german });
    const listed = envelopeSchema(gameListDataSchema).parse(list.json()).data.games;
    expect(listed.find((game) => game.slug === 'fruit-five')).toMatchObject(inGerman);
    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games?limit=100',
      headers: apiHeaders(),
    });
    expect(english.headers.etag).not.toBe(list.headers.etag);
    expect(list.headers.vary).toContain('x-language');

    const bySlug = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games/polyglot/fruit-five',
      headers: german,
    });
    expect(envelopeSchema(gameDataSchema).parse(bySlug.json()).data.game).toMatchObject(inGerman);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games/search/fruit/10',
      headers: german,
    });
    const found = envelopeSchema(gameListDataSchema).parse(search.json()).data.games;
    expect(found.find((game) => game.slug === 'fruit-five')).toMatchObject(inGerman);
  });

  it('keeps only the languages the casino offers', async () => {
    const rows = await ctx.db.query.games.findMany();
    const fruit = rows.find((row) => row.slug === 'fruit-five')!;
    expect(Object.keys(fruit.texts).sort()).toEqual(['de', 'no']);
    expect(rows.find((row) => row.slug === 'plain-fruit')!.texts).toEqual({});
  });
});
