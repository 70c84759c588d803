import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema';
import { staffCall, staffToken } from '../../test/cashier';
import { apiHeaders, useTestApp } from '../../test/helper';
import { createAnonToken, loginAsNewPlayer } from '../../test/players';

describe('staff player search by log-in address, affiliate code and country', () => {
  const ctx = useTestApp();

  async function found(token: string, query: string) {
    const response = await staffCall(ctx.app, token, 'GET', `/players?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ data: { players: { username: string }[] } }>()
      .data.players.map((row) => row.username);
  }

  it('finds the players who logged in from an address, came through a code, live in a country', async () => {
    const roaming = await loginAsNewPlayer(ctx.app, { country: 'FR' });
    const other = await loginAsNewPlayer(ctx.app, { country: 'DE' });
    // The roaming player logs in again from another address (the previous log-in keeps the first).
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/login',
      remoteAddress: '203.0.113.7',
      headers: apiHeaders({ 'x-anon-session': await createAnonToken(ctx.app) }),
      payload: { username: roaming.username, password: roaming.password },
    });
    expect(again.statusCode, again.body).toBe(200);
    await ctx.db.update(players).set({ myaffid: 'aff-42' }).where(eq(players.id, other.playerId));
    const token = await staffToken(ctx.app, 'support');

    expect(await found(token, 'q=203.0.113.7&by=ip')).toEqual([roaming.username]);
    expect(await found(token, 'q=198.51.100.1&by=ip')).toEqual([]);
    expect(await found(token, 'q=aff-42&by=affiliate')).toEqual([other.username]);
    expect(await found(token, 'q=aff-4&by=affiliate')).toEqual([]);
    expect(await found(token, 'q=fr&by=country')).toContain(roaming.username);
    expect(await found(token, 'q=fr&by=country')).not.toContain(other.username);
    // The default stays the name, e-mail or id search: an address is not a username prefix.
    expect(await found(token, 'q=203.0.113.7')).toEqual([]);
    expect(await found(token, `q=${roaming.username}`)).toEqual([roaming.username]);
    const refused = await staffCall(ctx.app, token, 'GET', '/players?q=x&by=city');
    expect(refused.statusCode).toBe(400);
  });
});
