import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../config';
import { gameLaunchTokens, games, players } from '../../../db/schema';
import { relaxedLimitsEnv } from '../../../test/accounts';
import { insertTestGame } from '../../../test/games';
import { apiHeaders, useTestApp } from '../../../test/helper';
import { loginAsNewPlayer, playerHeaders } from '../../../test/players';
import { hashSessionToken } from '../../session/session-tokens';
import { useFakeProvider } from '../../wallet/wallet-test-kit';

const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const ctx = useTestApp({ env });

interface LaunchAnswer {
  info: { resultCode: string; message: string };
  data: { url: string; mode: string; game: { id: string; title: string } } | null;
}

function launch(gameId: string, query: string, headers: Record<string, string> = apiHeaders()) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/player/game/${gameId}${query}`, headers });
}

let gameId = '';
beforeAll(async () => {
  gameId = (await insertTestGame(ctx.db, { game: { externalId: 'launch-me', title: 'Launch Me' } })).id;
});

describe('GET /player/game/{id}', () => {
  it('launches for fun without a player: no token sent, the provider URL answered', async () => {
    const response = await launch(gameId, '?play_for_fun=true&viewMode=mobile');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<LaunchAnswer>();
    expect(body.data).toMatchObject({ mode: 'fun', game: { id: gameId, title: 'Launch Me' } });
    expect(body.data?.url).toBe(`${provider.url}/play/launch-me?mode=fun`);
    expect(provider.launches.at(-1)).toMatchObject({
      externalGameId: 'launch-me',
      mode: 'fun',
      launchToken: null,
      viewMode: 'mobile',
    });
  });

  it('launches for real with a single-use token bound to player, session, game and currency', async () => {
    const player = await loginAsNewPlayer(ctx.app, { currency: 'NOK' });
    const query = '?homeUrl=https%3A%2F%2Fcasino.test%2F&cashierUrl=https%3A%2F%2Fcasino.test%2Fcashier';
    const response = await launch(gameId, query, playerHeaders(player, { 'x-language': 'de' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LaunchAnswer>().data?.mode).toBe('real');
    const sent = provider.launches.at(-1)!;
    expect(sent).toMatchObject({
      mode: 'real',
      currency: 'NOK',
      language: 'de',
      homeUrl: 'https://casino.test/',
      cashierUrl: 'https://casino.test/cashier',
      viewMode: 'desktop',
      // The player's country: the provider writes dates and amounts for it.
      region: 'DE',
    });
    expect(sent.launchToken).toMatch(/^[\w-]{43}$/);
    const [stored] = await ctx.db
      .select()
      .from(gameLaunchTokens)
      .where(eq(gameLaunchTokens.tokenHash, hashSessionToken(sent.launchToken!)));
    expect(stored).toMatchObject({ playerId: player.playerId, gameId, currency: 'NOK', usedAt: null });
  });

  it('asks a visitor to log in for real play', async () => {
    const response = await launch(gameId, '');
    expect(response.statusCode).toBe(401);
    expect(response.json<LaunchAnswer>().info.resultCode).toBe('player_session_required');
  });

  it('refuses a self-excluded player', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const until = new Date(Date.now() + 86_400_000);
    await ctx.db.update(players).set({ selfExcludedUntil: until }).where(eq(players.id, player.playerId));
    const response = await launch(gameId, '', playerHeaders(player));
    expect(response.statusCode).toBe(403);
    expect(response.json<LaunchAnswer>().info.resultCode).toBe('account_self_excluded');
  });

  it('answers game_not_found for an unknown, malformed or disabled game', async () => {
    const disabled = await insertTestGame(ctx.db);
    await ctx.db.update(games).set({ enabled: false }).where(eq(games.id, disabled.id));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', disabled.id]) {
      const response = await launch(id, '?play_for_fun=1');
      expect(response.statusCode, id).toBe(404);
      expect(response.json<LaunchAnswer>().info.resultCode).toBe('game_not_found');
    }
  });

  it('refuses fun mode for a game without it, and bad query values with validation_error', async () => {
    const serious = await insertTestGame(ctx.db, { game: { hasFunMode: false } });
    const fun = await launch(serious.id, '?play_for_fun=true');
    expect(fun.statusCode).toBe(409);
    expect(fun.json<LaunchAnswer>().info.resultCode).toBe('fun_mode_unavailable');
    const bad = await launch(gameId, '?play_for_fun=maybe&viewMode=tv');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<LaunchAnswer>().info.resultCode).toBe('validation_error');
  });

  it('answers provider_unavailable (502) without the details when the provider fails', async () => {
    provider.isDown = true;
    try {
      const response = await launch(gameId, '?play_for_fun=true');
      expect(response.statusCode).toBe(502);
      const body = response.json<LaunchAnswer>();
      expect(body.info.resultCode).toBe('provider_unavailable');
      expect(body.data).toBeNull();
      expect(response.body).not.toContain('127.0.0.1');
      expect(response.body).not.toContain('HTTP 500');
    } finally {
      provider.isDown = false;
    }
  });
});
