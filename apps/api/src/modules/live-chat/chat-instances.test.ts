import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { loginAsNewPlayer, type TestPlayer } from '../../test/players';
import {
  agentSays,
  eventually,
  openChatSocket,
  playerSays,
  testRedisUrl,
  twoInstancesEnv,
  type TestChatSocket,
} from './chat-test-kit';

/*
 * Two API instances on one database and one Redis, as behind a load balancer: two players and two
 * agents, each socket on one instance, each request on either. Every message reaches the sockets of
 * its own conversation's player and every agent, once and in order, and no other player. Needs a
 * Redis: TEST_REDIS_URL (a database number of the test's own, e.g. redis://127.0.0.1:6379/9); runs on
 * PostgreSQL when DATABASE_URL is set, like the other tests.
 */
const redisUrl = testRedisUrl;
const env = twoInstancesEnv();

describe.skipIf(!redisUrl)('the live chat on two instances (needs TEST_REDIS_URL)', () => {
  const one = useTestApp({ env });
  const two = useTestApp({ env });
  beforeAll(async () => {
    for (const ctx of [one, two]) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('messages arrive in order, once, on the right side only', async () => {
    const [ann, bob] = [await loginAsNewPlayer(one.app), await loginAsNewPlayer(one.app)];
    const [agentX, agentY] = [await staffToken(one.app, 'support'), await staffToken(two.app, 'admin')];
    const sockets = {
      ann: await openChatSocket(one.app, { player: ann.token }),
      bob: await openChatSocket(two.app, { player: bob.token }),
      x: await openChatSocket(one.app, { staff: agentX }),
      y: await openChatSocket(two.app, { staff: agentY }),
    };
    const ids = (socket: TestChatSocket) =>
      socket.events.flatMap((event) => (event.type === 'message' ? [event.message.id] : []));
    const sent: { player: 'ann' | 'bob'; id: string }[] = [];
    const conversationOf = async (player: TestPlayer) =>
      (await call(one.app, 'GET', '/player/chat', { player: player.token })).json().data.conversation.id;

    for (let round = 0; round < 4; round += 1) {
      // Each request on the instance its socket is not on, then on the other one.
      for (const [name, player, app] of [
        ['ann', ann, round % 2 ? one.app : two.app],
        ['bob', bob, round % 2 ? two.app : one.app],
      ] as const) {
        const response = await playerSays(app, player, `${name} ${round}`);
        expect(response.statusCode, response.body).toBe(200);
        sent.push({ player: name, id: response.json().data.id });
      }
      const annAnswer = await agentSays(
        round % 2 ? one.app : two.app,
        agentX,
        await conversationOf(ann),
        `to ann ${round}`,
      );
      sent.push({ player: 'ann', id: annAnswer.json().data.id });
      const bobAnswer = await agentSays(
        round % 2 ? two.app : one.app,
        agentY,
        await conversationOf(bob),
        `to bob ${round}`,
      );
      sent.push({ player: 'bob', id: bobAnswer.json().data.id });
      // Every socket has what it should before the next round: the order is the order of sending.
      const last = sent.at(-1)!.id;
      await eventually(() => ids(sockets.x).includes(last) && ids(sockets.y).includes(last), 'the agents');
      await eventually(() => ids(sockets.bob).includes(last), 'bob');
      await eventually(() => ids(sockets.ann).includes(sent.at(-2)!.id), 'ann');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const of = (player: 'ann' | 'bob') =>
      sent.filter((each) => each.player === player).map((each) => each.id);
    expect(ids(sockets.ann)).toEqual(of('ann'));
    expect(ids(sockets.bob)).toEqual(of('bob'));
    expect(ids(sockets.x)).toEqual(sent.map((each) => each.id));
    expect(ids(sockets.y)).toEqual(sent.map((each) => each.id));
    // A player's socket carries nothing of the other conversation, typing and read marks included.
    const annConversation = await conversationOf(ann);
    expect(sockets.bob.events.some((event) => JSON.stringify(event).includes(annConversation))).toBe(false);
    for (const socket of Object.values(sockets)) socket.close();
  });

  it("a player can never read another's conversation", async () => {
    const [ann, bob] = [await loginAsNewPlayer(one.app), await loginAsNewPlayer(two.app)];
    await playerSays(one.app, ann, 'private to ann');
    const bobView = (await call(two.app, 'GET', '/player/chat', { player: bob.token })).json().data;
    expect(bobView).toMatchObject({ conversation: null, messages: [] });
    const annId = (await call(one.app, 'GET', '/player/chat', { player: ann.token })).json().data.conversation
      .id;
    // The only way to name a conversation is the staff API, closed to a player's session.
    const asBob = await two.app.inject({
      method: 'GET',
      url: `/staff/v1/chat/conversations/${annId}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(asBob.statusCode).toBe(401);
    expect(asBob.body).not.toContain('private to ann');
  });
});
