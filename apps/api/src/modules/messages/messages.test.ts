import { envelopeSchema, playerMessagesDataSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { playerMessages } from '../../db/schema';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { createClock, useTestApp } from '../../test/helper';
import { login, loginAsNewPlayer, type TestPlayer } from '../../test/players';

const day = 24 * 3_600_000;

describe('player messages: read, announced and cleared are kept on the server', () => {
  const clock = createClock();
  const ctx = useTestApp({ now: clock.now, env: relaxedLimitsEnv });
  const inbox = async (player: TestPlayer, language?: string) =>
    envelopeSchema(playerMessagesDataSchema).parse(
      (await call(ctx.app, 'GET', '/player/messages', { player: player.token, language })).json(),
    ).data;
  const post = (player: TestPlayer, path: string, body?: Record<string, unknown>) =>
    call(ctx.app, 'POST', `/player/messages/${path}`, { player: player.token, body });
  /** The welcome of today plus one message tomorrow: two entries, index 0 and 1. */
  const playerWithTwoEntries = async () => {
    const player = await loginAsNewPlayer(ctx.app);
    await ctx.db.insert(playerMessages).values({
      playerId: player.playerId,
      type: 'bonus',
      message: 'tomorrow',
      createdAt: new Date(clock.now().getTime() + day),
    });
    return player;
  };

  it('lists new messages unread and not announced; announcing one entry leaves the other', async () => {
    const player = await playerWithTwoEntries();
    const before = await inbox(player);
    expect(before.messages.map((m) => [m.index, m.isRead, m.isAnnounced])).toEqual([
      [0, false, false],
      [1, false, false],
    ]);
    expect((await post(player, 'announced', { index: 1 })).statusCode).toBe(200);
    expect((await inbox(player)).messages.map((m) => m.isAnnounced)).toEqual([false, true]);
    expect((await post(player, 'announced', { all: true })).statusCode).toBe(200);
    expect((await inbox(player)).messages.every((m) => m.isAnnounced && !m.isRead)).toBe(true);
  });

  it('marks one entry or all read, and still marks all read without a body', async () => {
    const player = await playerWithTwoEntries();
    await post(player, 'read', { index: 0 });
    const afterOne = await inbox(player);
    expect(afterOne.messages.map((m) => m.isRead)).toEqual([true, false]);
    expect(afterOne.unread).toBe(1);
    const all = await post(player, 'read');
    expect(all.statusCode, all.body).toBe(200);
    expect((await inbox(player)).unread).toBe(0);
  });

  it('clears one entry and keeps the other at its index; clear all lasts into a new session', async () => {
    const player = await playerWithTwoEntries();
    const cleared = await post(player, 'clear', { index: 0 });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().info.message).toBe('Messages cleared');
    expect((await inbox(player)).messages.map((m) => [m.index, m.message])).toEqual([[1, 'tomorrow']]);
    await post(player, 'clear', { all: true });
    expect((await inbox(player)).messages).toEqual([]);

    const again = await login(ctx.app, player.username, player.password);
    const fresh = await inbox({ ...player, token: again.token });
    expect(fresh).toEqual({ messages: [], unread: 0 });
  });

  it('shows a message arriving on a cleared date, alone', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    await post(player, 'clear', { all: true });
    await ctx.db.insert(playerMessages).values({
      playerId: player.playerId,
      type: 'info',
      message: 'later today',
      createdAt: new Date(clock.now().getTime() + 1000),
    });
    expect((await inbox(player)).messages).toMatchObject([
      { index: 0, message: 'later today', isRead: false, isAnnounced: false },
    ]);
  });

  it('refuses an unknown entry and a body that names neither an index nor all', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const unknown = await post(player, 'clear', { index: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().info.resultCode).toBe('not_found');
    expect((await post(player, 'clear', { index: -1 })).statusCode).toBe(400);
    expect((await post(player, 'clear', { all: false })).statusCode).toBe(400);
    expect((await post(player, 'clear')).statusCode).toBe(400);
    expect((await inbox(player)).messages).toHaveLength(1);
  });

  it("never touches another player's messages", async () => {
    const alice = await loginAsNewPlayer(ctx.app);
    const bob = await loginAsNewPlayer(ctx.app);
    await post(alice, 'clear', { all: true });
    await post(alice, 'read', { all: true });
    await post(alice, 'announced', { index: 0 });
    expect((await inbox(bob)).messages).toMatchObject([{ index: 0, isRead: false, isAnnounced: false }]);
  });

  it('shows the welcome message in the language of the request; rows of before keep their text', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    expect((await inbox(player, 'de')).messages[0]?.message).toMatch(
      /^Willkommen bei .*Deine E-Mail-Adresse/,
    );
    expect((await inbox(player, 'no')).messages[0]?.message).toMatch(/^Velkommen til /);
    expect((await inbox(player, 'en')).messages[0]?.message).toMatch(/^Welcome to /);
    await ctx.db.insert(playerMessages).values({
      playerId: player.playerId,
      type: 'info',
      message: 'written before languages',
      createdAt: new Date(clock.now().getTime() + 1000),
    });
    expect((await inbox(player, 'de')).messages[0]?.message).toMatch(/\nwritten before languages$/);
  });

  it('requires a player session', async () => {
    expect((await call(ctx.app, 'POST', '/player/messages/clear', { body: { all: true } })).statusCode).toBe(
      401,
    );
  });
});
