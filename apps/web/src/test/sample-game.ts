import type { Game, GameListData, GameRound } from '@casino/contract/games';

/** A game as the catalogue calls return it; tests override what they care about. */
export function sampleGame(index: number, overrides: Partial<Game> = {}): Game {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    slug: `game-${index}`,
    title: `Game ${index}`,
    provider: 'nova-studio',
    providerName: 'Nova Studio',
    description: 'A test game.',
    details: 'Five reels.',
    platforms: ['PC', 'mobile'],
    new: false,
    jackpot: false,
    category: 'slots',
    tags: [],
    thumbnail: '',
    rtp: '96.50',
    volatility: 'medium',
    releaseDate: '2026-01-01',
    popularity: 100 - index,
    hasFunMode: true,
    ...overrides,
  };
}

/** A page of a list answer, cut from `all` the way the API pages it. */
export function gamePage(all: Game[], limit: number, offset: number): GameListData {
  return { games: all.slice(offset, offset + limit), total: all.length, limit, offset };
}

/** One round of the Gaming history; tests override what they care about. */
export function sampleRound(index: number, overrides: Partial<GameRound> = {}): GameRound {
  return {
    id: `round-row-${index}`,
    roundId: `r-${index}`,
    gameId: sampleGame(1).id,
    gameTitle: 'Neon Fruits',
    provider: 'nova-studio',
    currency: 'EUR',
    stake: '1.00',
    win: '2.50',
    balanceBefore: '50.00',
    balanceAfter: '51.50',
    status: 'closed',
    startedAt: '2026-11-05T10:00:00.000Z',
    endedAt: '2026-11-05T10:00:01.000Z',
    ...overrides,
  };
}
