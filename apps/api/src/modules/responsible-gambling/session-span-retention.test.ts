import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import { playerSessionSpans, sessions } from '../../db/schema';
import { createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, logout, playerHeaders, type TestPlayer } from '../../test/players';
import { dropOldSessionSpans } from './drop-old-session-spans';

/*
 * The retention of login-session spans (the daily play-time limit's record): a span goes once its
 * session has ended and two days have passed since its last activity; a live session's span stays.
 */
const hour = 3_600_000;
const env: Env = { PLAYER_SESSION_IDLE_MINUTES: '100000', PLAYER_SESSION_ABSOLUTE_MINUTES: '100000' };
const clock = createClock();
const ctx = useTestApp({ env, now: clock.now });

async function spansOf(players: TestPlayer[]) {
  const ids = players.map((player) => player.playerId);
  const rows = await ctx.db
    .select({ playerId: playerSessionSpans.playerId })
    .from(playerSessionSpans)
    .where(inArray(playerSessionSpans.playerId, ids));
  return players.map((player) => rows.filter((row) => row.playerId === player.playerId).length);
}

describe('session-span retention', () => {
  // Spans left by other tests of this file would count in the answer.
  beforeEach(async () => {
    await dropOldSessionSpans(ctx.db, new Date(clock.now().getTime() + 1000 * hour));
  });

  it('drops an ended session’s span two days after its last activity, and no sooner', async () => {
    const loggedOut = await loginAsNewPlayer(ctx.app);
    await logout(ctx.app, loggedOut);
    const expired = await loginAsNewPlayer(ctx.app);
    const live = await loginAsNewPlayer(ctx.app);
    // The session passes its idle expiry without a log-out: its row stays, but it cannot play again.
    await ctx.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(clock.now().getTime() + hour) })
      .where(eq(sessions.playerId, expired.playerId));
    expect(await spansOf([loggedOut, expired, live])).toEqual([1, 1, 1]);

    clock.advance(47 * hour);
    expect(await dropOldSessionSpans(ctx.db, clock.now())).toBe(0);
    expect(await spansOf([loggedOut, expired, live])).toEqual([1, 1, 1]);

    clock.advance(2 * hour);
    expect(await dropOldSessionSpans(ctx.db, clock.now())).toBe(2);
    // The live session's span stays however old: the limit counts the current session from its start.
    expect(await spansOf([loggedOut, expired, live])).toEqual([0, 0, 1]);
  });

  it('keeps a span whose session showed activity within two days', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    clock.advance(30 * hour);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/limits',
      headers: playerHeaders(player),
    });
    expect(seen.statusCode).toBe(200);
    await logout(ctx.app, player);
    clock.advance(40 * hour);
    // 70 hours after login, 40 after its last activity: kept.
    expect(await dropOldSessionSpans(ctx.db, clock.now())).toBe(0);
    expect(await spansOf([player])).toEqual([1]);
    clock.advance(9 * hour);
    expect(await dropOldSessionSpans(ctx.db, clock.now())).toBe(1);
    expect(await spansOf([player])).toEqual([0]);
  });
});
