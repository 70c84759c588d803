import {
  categorizedGamesDataSchema,
  envelopeSchema,
  gameDataSchema,
  gameListDataSchema,
} from '@casino/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { relaxedLimitsEnv } from '../../../test/accounts';
import { sampleCatalogue, syncTestCatalogue } from '../../../test/games';
import { apiHeaders, createClock, useTestApp } from '../../../test/helper';
import { loginAsNewPlayer } from '../../../test/players';

const clock = createClock(new Date('2026-03-10T12:00:00Z'));
const ctx = useTestApp({ now: clock.now, env: relaxedLimitsEnv });
beforeAll(() => syncTestCatalogue(ctx.db, sampleCatalogue()));

function get(url: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: apiHeaders() });
}

async function gameAt(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(gameDataSchema).parse(response.json()).data.game;
}

async function slugsAt(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(gameListDataSchema)
    .parse(response.json())
    .data.games.map((game) => game.slug);
}

describe('one game', () => {
  it('GET /games/{system}/{title} finds a game by provider code and slug, and GET /games/{id} by id', async () => {
    const game = await gameAt('/games/alpha-play/lucky-cafe-deluxe');
    expect(game).toMatchObject({
      title: 'Lucky Café Deluxe',
      provider: 'alpha-play',
      providerName: 'Alpha Play',
      category: 'slots',
      platforms: ['PC', 'mobile'],
      new: true,
      jackpot: false,
      tags: ['megaways'],
      rtp: '96.50',
      releaseDate: '2026-01-10',
    });
    expect(await gameAt(`/games/${game.id}`)).toEqual(game);
  });

  it('answers game_not_found for an unknown game and validation_error for a malformed address', async () => {
    const unknown = await get('/games/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().info.resultCode).toBe('game_not_found');
    expect((await get('/games/beta-studio/lucky-cafe-deluxe')).json().info.resultCode).toBe('game_not_found');
    const badId = await get('/games/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().data.issues[0].field).toBe('id');
    const badSlug = await get('/games/alpha-play/Lucky_Cafe');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().data.issues[0].field).toBe('title');
  });

  it('lets the static routes win over the lookups', async () => {
    expect((await get('/games/mobile/categorized')).json().data).toHaveProperty('categories');
    expect((await get('/games/search/lucky')).json().data.games.length).toBeGreaterThan(0);
    expect((await get('/games/search/lucky/1')).json().data.games).toHaveLength(1);
    expect((await get('/games/mostPlayed/all/3')).json().data.games).toHaveLength(3);
    expect((await get('/games/filter/all/all/az/1/0')).json().data.games).toHaveLength(1);
  });
});

describe('GET /games/mobile/categorized', () => {
  it('answers per category its mobile total and first games, and the providers', async () => {
    const response = await get('/games/mobile/categorized');
    const data = envelopeSchema(categorizedGamesDataSchema).parse(response.json()).data;
    const totals = Object.fromEntries(data.categories.map((entry) => [entry.category, entry.total]));
    expect(totals).toEqual({ slots: 1, 'live-casino': 2, 'game-shows': 1, 'crash-and-fast': 1, table: 0 });
    const live = data.categories.find((entry) => entry.category === 'live-casino');
    expect(live?.games.map((game) => game.slug)).toEqual(['roulette-live', 'blackjack-pro']);
    expect(
      data.categories.flatMap((entry) => entry.games).every((game) => game.platforms.includes('mobile')),
    ).toBe(true);
    expect(data.providers).toEqual([
      { code: 'alpha-play', name: 'Alpha Play', logo: '' },
      { code: 'beta-studio', name: 'Béta Studio', logo: '' },
    ]);
  });
});

describe('GET /games/mostPlayed/{section}/{limit}', () => {
  it('ranks by rounds of the last 7 days, then by popularity', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    // Rounds as the wallet records them (plain SQL on game_rounds: the wallet owns that table).
    const rounds: [slug: string, count: number, daysAgo: number][] = [
      ['table-filler-7', 3, 1],
      ['lucky-cafe-deluxe', 2, 6],
      ['roulette-live', 5, 8],
    ];
    let n = 0;
    for (const [slug, count, daysAgo] of rounds) {
      const startedAt = new Date(clock.now().getTime() - daysAgo * 86_400_000).toISOString();
      for (let i = 0; i < count; i += 1) {
        n += 1;
        await ctx.db.execute(sql`
          INSERT INTO game_rounds (provider_id, external_round_id, player_id, game_id, currency, stake,
            balance_before, balance_after, started_at)
          SELECT g.provider_id, ${`round-${n}`}, ${player.playerId}, g.id, 'EUR', 100, 1000, 900,
            ${startedAt}::timestamptz
          FROM games g WHERE g.slug = ${slug}`);
      }
    }
    expect(await slugsAt('/games/mostPlayed/all/4')).toEqual([
      'table-filler-7',
      'lucky-cafe-deluxe',
      'crazy-wheel',
      'lucky-spins',
    ]);
    expect(await slugsAt('/games/mostPlayed/live-casino/5')).toEqual(['roulette-live', 'blackjack-pro']);
    expect(await slugsAt('/games/mostPlayed/table/1')).toEqual(['table-filler-7']);
  });

  it('refuses an unknown section and a limit out of 1..100', async () => {
    for (const [url, field] of [
      ['/games/mostPlayed/poker/5', 'section'],
      ['/games/mostPlayed/all/0', 'limit'],
      ['/games/mostPlayed/all/101', 'limit'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().data.issues[0].field).toBe(field);
    }
  });
});
