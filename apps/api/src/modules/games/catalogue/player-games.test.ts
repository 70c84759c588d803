import {
  envelopeSchema,
  favoriteIdsDataSchema,
  gameListDataSchema,
  recentPlayedDataSchema,
} from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { relaxedLimitsEnv } from '../../../test/accounts';
import { sampleCatalogue, syncTestCatalogue } from '../../../test/games';
import { apiHeaders, createClock, useTestApp } from '../../../test/helper';
import { loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../../test/players';

const clock = createClock();
const ctx = useTestApp({ now: clock.now, env: relaxedLimitsEnv });
const ids: Record<string, string> = {};
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  await syncTestCatalogue(ctx.db, sampleCatalogue());
  const all = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/games/filter/all/all/az/100/0',
    headers: apiHeaders(),
  });
  for (const game of envelopeSchema(gameListDataSchema).parse(all.json()).data.games)
    ids[game.slug] = game.id;
  alice = await loginAsNewPlayer(ctx.app);
  bob = await loginAsNewPlayer(ctx.app);
});

function call(
  player: TestPlayer | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: player ? playerHeaders(player) : apiHeaders(),
    ...(payload ? { payload } : {}),
  });
}

async function favorites(player: TestPlayer, method: 'POST' | 'DELETE', slug: string) {
  const url = method === 'POST' ? '/player/addFavoriteGame' : '/player/removeFavoriteGame';
  const response = await call(player, method, url, { gameid: ids[slug], gametitle: slug });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(favoriteIdsDataSchema).parse(response.json()).data.favorites;
}

async function listOf(player: TestPlayer, url: string) {
  const response = await call(player, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const data = envelopeSchema(gameListDataSchema).parse(response.json()).data;
  return { ...data, slugs: data.games.map((game) => game.slug) };
}

describe('favourite games', () => {
  it('adds (twice is fine), lists newest first 40 at a time, and removes', async () => {
    expect(await favorites(alice, 'POST', 'crazy-wheel')).toEqual([ids['crazy-wheel']]);
    clock.advance(1000);
    expect(await favorites(alice, 'POST', 'aviator-rush')).toEqual([ids['aviator-rush'], ids['crazy-wheel']]);
    clock.advance(1000);
    expect(await favorites(alice, 'POST', 'crazy-wheel')).toHaveLength(2);

    const page = await listOf(alice, '/player/favoriteGames');
    expect(page).toMatchObject({ total: 2, limit: 40, offset: 0, slugs: ['aviator-rush', 'crazy-wheel'] });
    expect((await listOf(alice, '/player/favoriteGames?limit=1&offset=1')).slugs).toEqual(['crazy-wheel']);
    expect((await listOf(alice, '/player/favoriteGames?offset=5')).slugs).toEqual([]);

    expect(await favorites(alice, 'DELETE', 'aviator-rush')).toEqual([ids['crazy-wheel']]);
    expect(await favorites(alice, 'DELETE', 'aviator-rush')).toEqual([ids['crazy-wheel']]);
    const ids2 = await call(alice, 'GET', '/player/favoriteGameIds');
    expect(ids2.json().data.favorites).toEqual([ids['crazy-wheel']]);
  });

  it("keeps each player's lists apart", async () => {
    await favorites(bob, 'POST', 'roulette-live');
    expect((await listOf(bob, '/player/favoriteGames')).slugs).toEqual(['roulette-live']);
    expect((await listOf(alice, '/player/favoriteGames')).slugs).toEqual(['crazy-wheel']);
    // Bob removing Alice's favourite only touches his own list.
    await favorites(bob, 'DELETE', 'crazy-wheel');
    expect((await listOf(alice, '/player/favoriteGames')).slugs).toEqual(['crazy-wheel']);
  });

  it('refuses an unknown game, a bad body, a bad page and a visitor, changing nothing', async () => {
    for (const gameid of ['00000000-0000-4000-8000-000000000000', 'not-a-game', "1' OR '1'='1"]) {
      const response = await call(alice, 'POST', '/player/addFavoriteGame', { gameid, gametitle: 'x' });
      expect(response.statusCode, gameid).toBe(404);
      expect(response.json().info.resultCode).toBe('game_not_found');
    }
    const unknownRemove = await call(alice, 'DELETE', '/player/removeFavoriteGame', {
      gameid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownRemove.json().info.resultCode).toBe('game_not_found');
    const noId = await call(alice, 'POST', '/player/addFavoriteGame', { gametitle: 'x' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().data.issues[0].field).toBe('gameid');
    const numberId = await call(alice, 'POST', '/player/addFavoriteGame', { gameid: 42 });
    expect(numberId.statusCode).toBe(400);
    for (const [url, field] of [
      ['/player/favoriteGames?limit=0', 'limit'],
      ['/player/favoriteGames?limit=101', 'limit'],
      ['/player/favoriteGames?offset=-1', 'offset'],
    ]) {
      const response = await call(alice, 'GET', url!);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().data.issues[0].field).toBe(field);
    }
    const visitor = await call(null, 'POST', '/player/addFavoriteGame', { gameid: ids['crazy-wheel'] });
    expect(visitor.json().info.resultCode).toBe('player_session_required');
    expect((await listOf(alice, '/player/favoriteGames')).slugs).toEqual(['crazy-wheel']);
  });
});

describe('recently played games', () => {
  it('moves a game played again to the front, per player', async () => {
    for (const slug of ['lucky-spins', 'blackjack-pro', 'lucky-spins']) {
      clock.advance(60_000);
      const response = await call(alice, 'POST', '/player/addRecentPlayedGame', { gameid: ids[slug] });
      expect(response.statusCode, response.body).toBe(200);
      const data = envelopeSchema(recentPlayedDataSchema).parse(response.json()).data;
      expect(data).toEqual({ gameId: ids[slug], playedAt: clock.now().toISOString() });
    }
    expect((await listOf(alice, '/player/recentGames')).slugs).toEqual(['lucky-spins', 'blackjack-pro']);
    expect((await listOf(alice, '/player/recentGames?limit=1')).slugs).toEqual(['lucky-spins']);
    expect((await listOf(bob, '/player/recentGames')).slugs).toEqual([]);
    const unknown = await call(alice, 'POST', '/player/addRecentPlayedGame', { gameid: 'nope' });
    expect(unknown.json().info.resultCode).toBe('game_not_found');
    const visitor = await call(null, 'GET', '/player/recentGames');
    expect(visitor.json().info.resultCode).toBe('player_session_required');
  });
});
