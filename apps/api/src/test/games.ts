import type { ProviderGame } from '@casino/contract';
import type { Database } from '../db/client';
import { gameProviders, games, type GameRow } from '../db/schema';

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
      searchText: game.title.toLowerCase(),
    })
    .returning();
  return row!;
}
