import { envelopeSchema, gameDataSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../../../db/schema';
import { relaxedLimitsEnv } from '../../../test/accounts';
import { insertTestGame } from '../../../test/games';
import { apiHeaders, useTestApp } from '../../../test/helper';

const ctx = useTestApp({ env: relaxedLimitsEnv });

const getSportsbookGame = () =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/sportsbook/game', headers: apiHeaders() });

describe('GET /sportsbook/game', () => {
  it("answers the sportsbook's entry that no list shows, and game_not_found when it is off", async () => {
    expect((await getSportsbookGame()).json().info.resultCode).toBe('game_not_found');
    await insertTestGame(ctx.db, { game: { slug: 'some-slot', category: 'slots' } });
    const entry = await insertTestGame(ctx.db, {
      providerCode: 'nova-sportsbook',
      game: { slug: 'sportsbook', externalId: 'sportsbook', category: 'sportsbook', hasFunMode: false },
    });
    const response = await getSportsbookGame();
    expect(response.statusCode, response.body).toBe(200);
    const { game } = envelopeSchema(gameDataSchema).parse(response.json()).data;
    expect(game).toMatchObject({ id: entry.id, slug: 'sportsbook', category: 'sportsbook' });
    expect(game.provider).toBe('nova-sportsbook');

    await ctx.db.update(games).set({ enabled: false }).where(eq(games.id, entry.id));
    expect((await getSportsbookGame()).statusCode).toBe(404);
  });
});
