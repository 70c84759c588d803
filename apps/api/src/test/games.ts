import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerHeaderNames, type ProviderGame, type ProviderGameList } from '@casino/contract';
import type { GameProviderConfig } from '../config';
import type { Database } from '../db/client';
import { gameProviders, games, type GameRow } from '../db/schema';
import { isSignatureValid } from '@casino/contract/signature';
import { normalizeSearchText } from '../modules/games/catalogue/search-text';
import { syncCatalogue, type SyncOptions } from '../modules/games/catalogue/sync-catalogue';

let counter = 0;

/** A provider's game-list entry with overrides: the shape providers send to the catalogue sync. */
export function providerGameFixture(overrides: Partial<ProviderGame> = {}): ProviderGame {
  counter += 1;
  return {
    externalId: `game-${counter}`,
    slug: `test-game-${counter}`,
    title: `Test Game ${counter}`,
    description: 'A game made by a test.',
    details: '',
    category: 'slots',
    tags: [],
    platforms: ['PC', 'mobile'],
    isNew: false,
    isJackpot: false,
    thumbnail: '',
    rtp: '96.00',
    volatility: 'medium',
    releaseDate: '2026-01-01',
    popularity: 0,
    hasFunMode: true,
    ...overrides,
  };
}

/**
 * Puts a provider and one game straight into the catalogue, for tests of modules that only need a game
 * to exist (wallet, launch, history). Tests of the catalogue itself go through the sync instead.
 */
export async function insertTestGame(
  db: Database,
  options: { providerCode?: string; game?: Partial<ProviderGame> } = {},
): Promise<GameRow> {
  const code = options.providerCode ?? 'nova-studio';
  const [provider] = await db
    .insert(gameProviders)
    .values({ code, name: code })
    .onConflictDoUpdate({ target: gameProviders.code, set: { code } })
    .returning({ id: gameProviders.id });
  const game = providerGameFixture(options.game);
  const [row] = await db
    .insert(games)
    .values({
      providerId: provider!.id,
      externalId: game.externalId,
      slug: game.slug,
      title: game.title,
      description: game.description,
      details: game.details,
      category: game.category,
      tags: game.tags,
      platforms: game.platforms,
      isNew: game.isNew,
      isJackpot: game.isJackpot,
      thumbnail: game.thumbnail,
      rtpBasisPoints: Math.round(Number(game.rtp) * 100),
      volatility: game.volatility,
      releaseDate: game.releaseDate,
      popularity: game.popularity,
      hasFunMode: game.hasFunMode,
      maxWinMultiplier: game.maxWinMultiplier ?? null,
      minBet: game.minBet === undefined ? null : BigInt(game.minBet),
      searchTitle: normalizeSearchText(game.title),
      searchText: normalizeSearchText(`${game.title} ${code}`),
    })
    .returning();
  return row!;
}

export interface FakeProvider {
  config: GameProviderConfig;
  /** The list the next /games call answers. */
  list: ProviderGameList;
  /** Answer every call with HTTP 503, as a provider in maintenance would. */
  isDown: boolean;
  /** Calls received, and whether their signature was right. */
  calls: { path: string; isSigned: boolean }[];
  close(): Promise<void>;
}

/**
 * A third-party game provider at our network edge: a small HTTP server on 127.0.0.1 that checks the
 * platform's signature as a real aggregator would and serves its game list in the envelope.
 */
export async function startFakeProvider(options: {
  code: string;
  name?: string;
  logo?: string;
  games?: ProviderGame[];
  /** The secret the fake checks with; the platform signs with config.secret. */
  checkSecret?: string;
}): Promise<FakeProvider> {
  const secret = `${options.code}-secret-0123456789`;
  const fake = {
    list: {
      provider: { code: options.code, name: options.name ?? options.code, logo: options.logo ?? '' },
      games: options.games ?? [],
    },
    isDown: false,
    calls: [] as FakeProvider['calls'],
  } as FakeProvider;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const isSigned =
        request.headers[providerHeaderNames.provider] === options.code &&
        isSignatureValid(options.checkSecret ?? secret, raw, request.headers[providerHeaderNames.signature]);
      fake.calls.push({ path: request.url ?? '', isSigned });
      const answer = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (fake.isDown) return answer(503, { info: { success: false, message: 'maintenance' }, data: null });
      if (!isSigned) return answer(401, { info: { success: false, message: 'bad signature' }, data: null });
      if (request.method !== 'POST' || request.url !== '/games')
        return answer(404, { info: { success: false, message: 'not found' }, data: null });
      return answer(200, { info: { success: true, message: '', resultCode: 'ok' }, data: fake.list });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.config = { code: options.code, url: `http://127.0.0.1:${port}`, secret };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** Sync options for tests: the test's clock, and warnings kept so a test can read why a sync failed. */
export function testSyncOptions(now: () => Date = () => new Date()) {
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (details: { provider?: string }, message: string) => {
      warnings.push(`${details.provider ?? ''}: ${message}`);
    },
  } as unknown as SyncOptions['log'];
  return { now, log, warnings, timeoutMs: 2000 };
}

/**
 * A small catalogue of two providers that the catalogue tests sync: enough variety for every filter
 * and order, and 42 table games so the first-40 routes have more than a page.
 */
export function sampleCatalogue(): { code: string; name: string; games: ProviderGame[] }[] {
  return [
    { code: 'alpha-play', name: 'Alpha Play', games: alphaPlayGames() },
    { code: 'beta-studio', name: 'Béta Studio', games: betaStudioGames() },
  ];
}

/** Four games of the sample's first provider, one per kind of filter: tags, platform, category, jackpot. */
function alphaPlayGames(): ProviderGame[] {
  const game = providerGameFixture;
  return [
    game({
      externalId: 'a1',
      slug: 'lucky-cafe-deluxe',
      title: 'Lucky Café Deluxe',
      tags: ['megaways'],
      isNew: true,
      popularity: 50,
      rtp: '96.50',
      releaseDate: '2026-01-10',
    }),
    game({
      externalId: 'a2',
      slug: 'lucky-spins',
      title: 'Lucky Spins',
      tags: ['bonus-buy'],
      platforms: ['PC'],
      popularity: 80,
      rtp: '95.00',
      releaseDate: '2025-06-01',
    }),
    game({
      externalId: 'a3',
      slug: 'aviator-rush',
      title: 'Aviator Rush',
      category: 'crash-and-fast',
      tags: ['crash'],
      popularity: 70,
      rtp: '97.00',
      releaseDate: '2025-12-01',
    }),
    game({
      externalId: 'a4',
      slug: 'roulette-live',
      title: 'Roulette Live',
      category: 'live-casino',
      tags: ['roulette'],
      isJackpot: true,
      popularity: 60,
      rtp: '97.30',
      releaseDate: '2025-01-01',
    }),
  ];
}

/** The sample's second provider: live blackjack, a game show and the 42 table games that fill more than a page. */
function betaStudioGames(): ProviderGame[] {
  const game = providerGameFixture;
  return [
    game({
      externalId: 'b1',
      slug: 'blackjack-pro',
      title: 'Blackjack Pro',
      category: 'live-casino',
      tags: ['blackjack'],
      platforms: ['mobile'],
      popularity: 40,
      rtp: '99.50',
      releaseDate: '2024-05-01',
    }),
    game({
      externalId: 'b2',
      slug: 'crazy-wheel',
      title: 'Crazy Wheel',
      category: 'game-shows',
      popularity: 90,
      rtp: '96.00',
      releaseDate: '2026-01-05',
    }),
    ...Array.from({ length: 42 }, (_, i) =>
      game({
        externalId: `t${i}`,
        slug: `table-filler-${i}`,
        title: `Table Filler ${String(i).padStart(2, '0')}`,
        category: 'table',
        platforms: ['PC'],
        popularity: 1,
        rtp: '98.00',
        releaseDate: '2020-01-01',
      }),
    ),
  ];
}

/** Syncs provider lists into the catalogue through fake providers, as the app would. */
export async function syncTestCatalogue(
  db: Database,
  lists: { code: string; name: string; games: ProviderGame[] }[],
) {
  const fakes = await Promise.all(lists.map((list) => startFakeProvider(list)));
  try {
    const results = await syncCatalogue(
      db,
      fakes.map((fake) => fake.config),
      testSyncOptions(),
    );
    if (results.some((result) => !result.ok)) throw new Error(`sync failed: ${JSON.stringify(results)}`);
  } finally {
    await Promise.all(fakes.map((fake) => fake.close()));
  }
}
