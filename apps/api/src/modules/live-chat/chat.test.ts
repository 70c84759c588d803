import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo, relaxedLimitsEnv } from '../../test/accounts';
import { cashierReadyPlayer, depositFunds, staffCall, staffToken } from '../../test/cashier';
import { createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, type TestPlayer } from '../../test/players';
import { agentSays, eventually, openChatSocket, playerSays, textsOf } from './chat-test-kit';

const clock = createClock(new Date('2026-06-01T10:00:00Z'));
const ctx = useTestApp({ env: { ...relaxedLimitsEnv, LIVE_CHAT_HOURS: '08:00-20:00' }, now: clock.now });

const limited = useTestApp({ env: { ...relaxedLimitsEnv, LIVE_CHAT_MESSAGES_PER_WINDOW: '3' } });

const stateOf = async (player: TestPlayer) =>
  (await call(ctx.app, 'GET', '/player/chat', { player: player.token })).json().data;

describe('the built-in live chat over HTTP', () => {
  let agent = '';
  beforeAll(async () => {
    agent = await staffToken(ctx.app, 'support');
  });

  it('a player opens a conversation by writing, continues it, and reads the agent answer', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    expect(await stateOf(player)).toMatchObject({ isOnline: true, conversation: null, messages: [] });
    const first = await playerSays(ctx.app, player, '  Hello, my deposit <b>is</b> late  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.text).toBe('Hello, my deposit <b>is</b> late');
    await playerSays(ctx.app, player, 'It was 50 EUR');
    const { conversation } = await stateOf(player);
    const queue = (await staffCall(ctx.app, agent, 'GET', '/chat/conversations')).json().data.conversations;
    expect(queue.find((row: { id: string }) => row.id === conversation.id)).toMatchObject({
      username: player.username,
      lastMessage: 'It was 50 EUR',
      waitingSeconds: 0,
    });
    expect((await agentSays(ctx.app, agent, conversation.id, 'Looking at it now')).statusCode).toBe(200);
    const state = await stateOf(player);
    expect(state.messages.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual([
      ['player', 'Hello, my deposit <b>is</b> late'],
      ['player', 'It was 50 EUR'],
      ['agent', 'Looking at it now'],
    ]);
    expect(state.conversation.agentReadId).toBe(state.messages[2].id);
    // The answer is in the player's bell as well.
    const inbox = (await call(ctx.app, 'GET', '/player/messages', { player: player.token })).json().data;
    expect(inbox.messages[0].message).toContain('Support answered your chat: Looking at it now');
  });

  it('the same client key sends once; empty, oversize and control-character texts are refused', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const key = `key-${randomBytes(6).toString('hex')}`;
    const once = await playerSays(ctx.app, player, 'once', key);
    const again = await playerSays(ctx.app, player, 'once', key);
    expect(again.json().data.id).toBe(once.json().data.id);
    expect((await stateOf(player)).messages).toHaveLength(1);
    for (const text of ['   ', 'x'.repeat(513), 'bell\u0007', 'escape \u001b[2J'])
      expect((await playerSays(ctx.app, player, text)).statusCode, JSON.stringify(text)).toBe(400);
    expect((await stateOf(player)).messages).toHaveLength(1);
  });

  it('refuses a player over the messages of a window, with rate_limited', async () => {
    const player = await loginAsNewPlayer(limited.app);
    for (const text of ['one', 'two', 'three'])
      expect((await playerSays(limited.app, player, text)).statusCode).toBe(200);
    const refused = await playerSays(limited.app, player, 'four');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().info.resultCode).toBe('rate_limited');
  });

  it('outside the hours the chat says so and refuses messages', async () => {
    clock.advance(11 * 3_600_000);
    try {
      const player = await loginAsNewPlayer(ctx.app);
      expect(await stateOf(player)).toMatchObject({ isOnline: false, offlineReason: 'outside_hours' });
      const refused = await playerSays(ctx.app, player, 'anyone?');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().info.resultCode).toBe('chat_offline');
    } finally {
      clock.advance(13 * 3_600_000);
    }
  });

  it("an agent sees the player's card, closes with a reason; the next message opens a new one", async () => {
    // Its own agent: the hours test before moved the clock past the first one's idle time.
    const agent = await staffToken(ctx.app, 'support');
    const player = await cashierReadyPlayer(ctx.app);
    expect(
      (await depositFunds(ctx.app, player, '40.00', `chat-${randomBytes(4).toString('hex')}`)).statusCode,
    ).toBe(200);
    await playerSays(ctx.app, player, 'Hi');
    const { conversation } = await stateOf(player);
    const viewed = await staffCall(ctx.app, agent, 'GET', `/chat/conversations/${conversation.id}`);
    expect(viewed.statusCode, viewed.body).toBe(200);
    const view = viewed.json().data;
    expect(view.player).toMatchObject({ username: player.username, balance: '40.00', currency: 'EUR' });
    expect(view.player.lastDeposit).toMatch(/ EUR$/);
    expect(
      (await staffCall(ctx.app, agent, 'POST', `/chat/conversations/${conversation.id}/assign`)).statusCode,
    ).toBe(200);
    const closed = await staffCall(ctx.app, agent, 'POST', `/chat/conversations/${conversation.id}/close`, {
      reason: 'answered',
    });
    expect(closed.statusCode).toBe(200);
    const late = await agentSays(ctx.app, agent, conversation.id, 'one more thing');
    expect(late.json().info.resultCode).toBe('chat_conversation_closed');
    expect(await stateOf(player)).toMatchObject({ conversation: null });
    await playerSays(ctx.app, player, 'Hi again');
    expect((await stateOf(player)).conversation.id).not.toBe(conversation.id);
  });

  it('mails the transcript to the player', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    await playerSays(ctx.app, player, 'Please send me this');
    const sent = await call(ctx.app, 'POST', '/player/chat/transcript', { player: player.token });
    expect(sent.statusCode).toBe(200);
    const mails = await mailsTo(ctx.app, player.email);
    // Each line stamped as the player's language writes a date, the time zone named.
    expect(mails.find((mail) => mail.subject === 'Your live chat transcript')?.text).toMatch(
      /^\[\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} UTC\] player: Please send me this$/m,
    );
  });

  it('staff without the support role cannot open the queue nor answer; a player cannot reach it', async () => {
    const cashier = await staffToken(ctx.app, 'payments');
    const denied = await staffCall(ctx.app, cashier, 'GET', '/chat/conversations');
    expect(denied.statusCode).toBe(403);
    const player = await loginAsNewPlayer(ctx.app);
    await playerSays(ctx.app, player, 'hello');
    const { conversation } = await stateOf(player);
    expect((await agentSays(ctx.app, cashier, conversation.id, 'hi')).statusCode).toBe(403);
    const asPlayer = await ctx.app.inject({
      method: 'GET',
      url: '/staff/v1/chat/conversations',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(asPlayer.statusCode).toBe(401);
  });
});

describe("the agents' console", () => {
  it("lives in the back office: the API's old staff page points there", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/support' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/backoffice/chat');
  });
});

describe('the chat socket', () => {
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('pushes each side what is theirs: typing, messages and read marks; another player sees nothing', async () => {
    const agentToken = await staffToken(ctx.app, 'support');
    const [ann, bob] = [await loginAsNewPlayer(ctx.app), await loginAsNewPlayer(ctx.app)];
    const annSocket = await openChatSocket(ctx.app, { player: ann.token });
    const bobSocket = await openChatSocket(ctx.app, { player: bob.token });
    const agentSocket = await openChatSocket(ctx.app, { staff: agentToken });
    await playerSays(ctx.app, ann, 'Ann here');
    const { conversation } = await stateOf(ann);
    annSocket.send({ type: 'typing' });
    await eventually(
      () => agentSocket.events.some((e) => e.type === 'typing' && e.from === 'player'),
      'typing',
    );
    agentSocket.send({ type: 'typing', conversationId: conversation.id });
    await eventually(
      () => annSocket.events.some((e) => e.type === 'typing' && e.from === 'agent'),
      'agent typing',
    );
    const answer = (await agentSays(ctx.app, agentToken, conversation.id, 'Hi Ann')).json().data;
    await eventually(() => textsOf(annSocket).includes('Hi Ann'), 'the answer');
    annSocket.send({ type: 'read', lastMessageId: answer.id });
    await eventually(
      () =>
        agentSocket.events.some(
          (e) => e.type === 'read' && e.by === 'player' && e.lastMessageId === answer.id,
        ),
      'the read mark',
    );
    expect(textsOf(agentSocket)).toEqual(['Ann here', 'Hi Ann']);
    expect(bobSocket.events).toEqual([]);
    for (const socket of [annSocket, bobSocket, agentSocket]) socket.close();
  });

  it('refuses a socket without a valid session, and a staff socket without the support role', async () => {
    await expect(openChatSocket(ctx.app, { player: 'not-a-session-token' })).rejects.toThrow();
    const cashier = await staffToken(ctx.app, 'payments');
    await expect(openChatSocket(ctx.app, { staff: cashier })).rejects.toThrow();
  });
});
