import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { cashierReadyPlayer, depositFunds, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import type { TestPlayer } from '../../test/players';
import {
  eventually,
  openChatSocket,
  testRedisUrl,
  twoInstancesEnv,
  type TestChatSocket,
} from '../live-chat/chat-test-kit';
import { notifyFromOutbox } from './notify-from-outbox';
import { createNoticePusher } from './push-notices';

const noticesOn = (socket: TestChatSocket) => socket.events.filter((event) => event.type === 'notice').length;

/** The pusher as the leader's job runs it: through the app's live bus. */
const pusherOf = (app: App) =>
  createNoticePusher(app.db, (playerId) => app.chatBus.emit({ playerId, event: { type: 'notice' } }));

async function deposit(app: App, player: TestPlayer) {
  const paid = await depositFunds(app, player, '25.00', `push-${randomBytes(4).toString('hex')}`);
  expect(paid.statusCode, paid.body).toBe(200);
  while ((await notifyFromOutbox(app.db, { now: app.now() })) > 0);
}

describe('notices pushed to the player over the live socket', () => {
  const ctx = useTestApp({ env: relaxedLimitsEnv });
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("a deposit's notice reaches that player's sockets once; no other player's, no agent's", async () => {
    const [ann, bob] = [await cashierReadyPlayer(ctx.app), await cashierReadyPlayer(ctx.app)];
    const sockets = {
      ann: await openChatSocket(ctx.app, { player: ann.token }),
      annOtherTab: await openChatSocket(ctx.app, { player: ann.token }),
      bob: await openChatSocket(ctx.app, { player: bob.token }),
      agent: await openChatSocket(ctx.app, { staff: await staffToken(ctx.app, 'support') }),
    };
    try {
      const pushNewNotices = pusherOf(ctx.app);
      await pushNewNotices();
      await deposit(ctx.app, ann);
      expect(await pushNewNotices()).toBe(1);
      await eventually(() => noticesOn(sockets.ann) === 1 && noticesOn(sockets.annOtherTab) === 1, 'pushes');
      // Run again: nothing new, nothing pushed twice.
      expect(await pushNewNotices()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(noticesOn(sockets.ann)).toBe(1);
      expect(noticesOn(sockets.bob)).toBe(0);
      expect(noticesOn(sockets.agent)).toBe(0);
      const inbox = (await call(ctx.app, 'GET', '/player/messages', { player: ann.token })).json().data;
      expect(inbox.messages[0].message).toContain('25.00 EUR');
    } finally {
      for (const socket of Object.values(sockets)) socket.close();
    }
  });

  it('starts from the newest notice: what was written before it started is not pushed', async () => {
    const ann = await cashierReadyPlayer(ctx.app);
    const socket = await openChatSocket(ctx.app, { player: ann.token });
    try {
      await deposit(ctx.app, ann);
      const pushNewNotices = pusherOf(ctx.app);
      expect(await pushNewNotices()).toBe(0);
      await deposit(ctx.app, ann);
      expect(await pushNewNotices()).toBe(1);
      await eventually(() => noticesOn(socket) === 1, 'the second notice pushed');
    } finally {
      socket.close();
    }
  });
});

const redisUrl = testRedisUrl;
const env = twoInstancesEnv();

describe.skipIf(!redisUrl)('notices pushed across two instances (needs TEST_REDIS_URL)', () => {
  const one = useTestApp({ env });
  const two = useTestApp({ env });
  beforeAll(async () => {
    for (const ctx of [one, two]) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('the leader on one instance pushes to a socket on the other, once', async () => {
    const ann = await cashierReadyPlayer(one.app);
    const socket = await openChatSocket(two.app, { player: ann.token });
    try {
      const pushNewNotices = pusherOf(one.app);
      await pushNewNotices();
      await deposit(one.app, ann);
      expect(await pushNewNotices()).toBe(1);
      await eventually(() => noticesOn(socket) === 1, 'the push through Redis');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(noticesOn(socket)).toBe(1);
    } finally {
      socket.close();
    }
  });
});
