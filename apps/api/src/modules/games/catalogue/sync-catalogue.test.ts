import { envelopeSchema, gameDataSchema, gameListDataSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { gameProviders, games } from '../../../db/schema';
import {
  providerGameFixture,
  startFakeProvider,
  testSyncOptions,
  type FakeProvider,
} from '../../../test/games';
import { apiHeaders, testConfig, useTestApp } from '../../../test/helper';
import { syncCatalogue } from './sync-catalogue';

const ctx = useTestApp();
let fake: FakeProvider;

beforeAll(async () => {
  fake = await startFakeProvider({ code: 'acme-games', name: 'Acme Gaming', logo: '/logos/acme.svg' });
});
afterAll(() => fake.close());

async function getGame(id: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/games/${id}`, headers: apiHeaders() });
}

async function gamesOfAcme() {
  const [provider] = await ctx.db.select().from(gameProviders).where(eq(gameProviders.code, 'acme-games'));
  return provider ? ctx.db.select().from(games).where(eq(games.providerId, provider.id)) : [];
}

describe('catalogue sync', () => {
  it('fills the catalogue from the provider list, signed, with its name, logo and search text', async () => {
    fake.list.games = [
      providerGameFixture({
        externalId: 'a-1',
        slug: 'lucky-cafe',
        title: 'Lucky Café Deluxe',
        rtp: '96.50',
      }),
      providerGameFixture({ externalId: 'a-2', slug: 'dragon-hoard', title: 'Dragon Hoard' }),
    ];
    const options = testSyncOptions(() => new Date('2026-02-01T10:00:00Z'));
    const results = await syncCatalogue(ctx.db, [fake.config], options);

    expect(results).toEqual([{ code: 'acme-games', ok: true, games: 2, disabled: 0 }]);
    expect(fake.calls.at(-1)).toEqual({ path: '/games', isSigned: true });
    const [provider] = await ctx.db.select().from(gameProviders).where(eq(gameProviders.code, 'acme-games'));
    expect(provider).toMatchObject({ name: 'Acme Gaming', logo: '/logos/acme.svg' });
    expect(provider?.syncedAt?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    const rows = await gamesOfAcme();
    const cafe = rows.find((row) => row.externalId === 'a-1');
    expect(cafe).toMatchObject({
      title: 'Lucky Café Deluxe',
      rtpBasisPoints: 9650,
      searchTitle: 'lucky cafe deluxe',
      searchText: 'lucky cafe deluxe acme gaming',
      enabled: true,
    });

    const answer = await getGame(cafe!.id);
    expect(answer.statusCode).toBe(200);
    const { game } = envelopeSchema(gameDataSchema).parse(answer.json()).data;
    expect(game).toMatchObject({ provider: 'acme-games', providerName: 'Acme Gaming', rtp: '96.50' });
  });

  it('updates games in place (same id), disables the ones that left, and enables them when they return', async () => {
    const before = await gamesOfAcme();
    const hoardId = before.find((row) => row.externalId === 'a-2')!.id;
    const cafeId = before.find((row) => row.externalId === 'a-1')!.id;
    fake.list.games = [
      providerGameFixture({
        externalId: 'a-1',
        slug: 'lucky-cafe',
        title: 'Lucky Café Royale',
        popularity: 9,
      }),
      providerGameFixture({ externalId: 'a-3', slug: 'star-fall', title: 'Star Fall' }),
    ];
    const results = await syncCatalogue(ctx.db, [fake.config], testSyncOptions());
    expect(results).toEqual([{ code: 'acme-games', ok: true, games: 2, disabled: 1 }]);

    const after = await gamesOfAcme();
    expect(after).toHaveLength(3);
    expect(after.find((row) => row.id === cafeId)).toMatchObject({
      title: 'Lucky Café Royale',
      popularity: 9,
    });
    expect(after.find((row) => row.id === hoardId)?.enabled).toBe(false);
    expect((await getGame(hoardId)).json()).toMatchObject({ info: { resultCode: 'game_not_found' } });

    fake.list.games = [
      ...fake.list.games,
      providerGameFixture({ externalId: 'a-2', slug: 'dragon-hoard', title: 'Dragon Hoard' }),
    ];
    await syncCatalogue(ctx.db, [fake.config], testSyncOptions());
    expect((await getGame(hoardId)).statusCode).toBe(200);
  });

  it('lets a slug move from one game to another between two lists', async () => {
    fake.list.games = [
      providerGameFixture({ externalId: 'a-1', slug: 'star-fall', title: 'Lucky Café Royale' }),
      providerGameFixture({ externalId: 'a-3', slug: 'lucky-cafe', title: 'Star Fall' }),
    ];
    const results = await syncCatalogue(ctx.db, [fake.config], testSyncOptions());
    expect(results[0]).toMatchObject({ ok: true, disabled: 1 });
    const rows = await gamesOfAcme();
    expect(rows.find((row) => row.externalId === 'a-1')?.slug).toBe('star-fall');
    expect(rows.find((row) => row.externalId === 'a-3')?.slug).toBe('lucky-cafe');
  });

  it('keeps a provider’s games as they are when it does not answer, and syncs the others', async () => {
    const other = await startFakeProvider({
      code: 'other-games',
      games: [providerGameFixture({ externalId: 'o-1', slug: 'other-one' })],
    });
    try {
      fake.isDown = true;
      const before = await gamesOfAcme();
      const options = testSyncOptions();
      const results = await syncCatalogue(ctx.db, [fake.config, other.config], options);
      expect(results.map((result) => [result.code, result.ok])).toEqual([
        ['acme-games', false],
        ['other-games', true],
      ]);
      expect(options.warnings).toEqual(['acme-games: catalogue sync failed']);
      expect(await gamesOfAcme()).toEqual(before);
    } finally {
      fake.isDown = false;
      await other.close();
    }
  });

  it('is refused by a provider that finds the signature wrong, and by an unreachable one', async () => {
    const strict = await startFakeProvider({
      code: 'strict-games',
      games: [providerGameFixture()],
      checkSecret: 'a-secret-the-platform-does-not-have',
    });
    const closedPort = { code: 'gone-games', url: 'http://127.0.0.1:1', secret: 'gone-games-secret-0123' };
    try {
      const results = await syncCatalogue(ctx.db, [strict.config, closedPort], testSyncOptions());
      expect(results.map((result) => result.ok)).toEqual([false, false]);
      expect(strict.calls).toEqual([{ path: '/games', isSigned: false }]);
      const codes = (await ctx.db.select().from(gameProviders)).map((row) => row.code);
      expect(codes).not.toContain('strict-games');
      expect(codes).not.toContain('gone-games');
    } finally {
      await strict.close();
    }
  });

  it('refuses a list that does not validate, names another provider, or repeats a game', async () => {
    const before = await gamesOfAcme();
    const good = fake.list;
    const bad = [
      { ...good, games: [{ ...providerGameFixture(), rtp: 96.5 }] },
      { ...good, provider: { ...good.provider, code: 'someone-else' } },
      {
        ...good,
        games: [providerGameFixture({ externalId: 'x' }), providerGameFixture({ externalId: 'x' })],
      },
    ];
    for (const list of bad) {
      fake.list = list as typeof good;
      const [result] = await syncCatalogue(ctx.db, [fake.config], testSyncOptions());
      expect(result?.ok).toBe(false);
    }
    fake.list = good;
    expect(await gamesOfAcme()).toEqual(before);
  });

  it('starts with the app: syncs once at once, logs a provider that is down, and stops when told', async () => {
    const app = await buildApp({
      config: testConfig({
        STUDIO_URL: 'http://127.0.0.1:1/studio',
        GAME_PROVIDERS: JSON.stringify([fake.config]),
      }),
      db: ctx.db,
    });
    fake.list.games = [...fake.list.games, providerGameFixture({ externalId: 'a-9', slug: 'late-one' })];
    const callsBefore = fake.calls.length;
    app.jobs.start();
    const catalogueSync = () => app.jobs.metrics().jobs.find((job) => job.name === 'catalogue-sync');
    for (let tries = 0; tries < 200 && catalogueSync()?.lastSuccessAt == null; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await app.close();
    expect(catalogueSync()).toMatchObject({ runs: 1, failures: 0, isRunning: false });
    expect(fake.calls.length).toBe(callsBefore + 1);
    const rows = await gamesOfAcme();
    expect(rows.find((row) => row.externalId === 'a-9')?.enabled).toBe(true);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games?limit=100',
      headers: apiHeaders(),
    });
    const titles = envelopeSchema(gameListDataSchema)
      .parse(list.json())
      .data.games.map((game) => game.slug);
    expect(titles).toContain('late-one');
  });
});

describe('catalogue sync of maximum wins', () => {
  it("stores each game's declared maximum win multiplier, null when undeclared, and follows changes", async () => {
    fake.list.games = [
      providerGameFixture({ externalId: 'cap-1', slug: 'capped-one', maxWinMultiplier: 5000 }),
      providerGameFixture({ externalId: 'cap-2', slug: 'capped-two' }),
    ];
    const options = testSyncOptions(() => new Date('2026-02-03T10:00:00Z'));
    await syncCatalogue(ctx.db, [fake.config], options);
    const multiplierOf = async (externalId: string) =>
      (await gamesOfAcme()).find((row) => row.externalId === externalId)?.maxWinMultiplier;
    expect(await multiplierOf('cap-1')).toBe(5000);
    expect(await multiplierOf('cap-2')).toBeNull();

    fake.list.games[0] = { ...fake.list.games[0]!, maxWinMultiplier: 2500 };
    await syncCatalogue(ctx.db, [fake.config], options);
    expect(await multiplierOf('cap-1')).toBe(2500);

    fake.list.games[0] = { ...fake.list.games[0]!, maxWinMultiplier: 0 };
    const [refused] = await syncCatalogue(ctx.db, [fake.config], options);
    expect(refused?.ok).toBe(false);
    expect(await multiplierOf('cap-1')).toBe(2500);
  });
});
