import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo, relaxedLimitsEnv } from '../../test/accounts';
import { staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { loginAsNewPlayer } from '../../test/players';
import { agentSays, eventually, openChatSocket, playerSays } from './chat-test-kit';

const ctx = useTestApp({ env: { ...relaxedLimitsEnv, CONTACT_RATE_LIMIT_PER_ADDRESS: '100' } });

interface QueueRow {
  id: string;
  channel: string;
  username: string;
  playerId: string | null;
  lastMessage: string | null;
}
const queueOf = async (token: string): Promise<QueueRow[]> =>
  (await staffCall(ctx.app, token, 'GET', '/chat/conversations')).json().data.conversations;

describe('canned answers', () => {
  let agent = '';
  beforeAll(async () => {
    agent = await staffToken(ctx.app, 'support');
  });

  it('an agent adds, changes and removes them; each keeps its texts by language', async () => {
    const title = `Deposit ${randomBytes(3).toString('hex')}`;
    const created = await staffCall(ctx.app, agent, 'POST', '/chat/canned-answers', {
      title,
      texts: { en: ' Your deposit is credited. ', de: 'Deine Einzahlung ist gutgeschrieben.' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = created.json().data;
    expect(answer.texts).toEqual({
      en: 'Your deposit is credited.',
      de: 'Deine Einzahlung ist gutgeschrieben.',
    });
    const changed = await staffCall(ctx.app, agent, 'POST', `/chat/canned-answers/${answer.id}`, {
      title,
      texts: { en: 'Credited.', fr: 'Crédité.' },
    });
    expect(changed.json().data.texts).toEqual({ en: 'Credited.', fr: 'Crédité.' });
    const listed = (await staffCall(ctx.app, agent, 'GET', '/chat/canned-answers')).json().data.answers;
    expect(listed.filter((each: { title: string }) => each.title === title)).toHaveLength(1);
    const removed = await staffCall(ctx.app, agent, 'POST', `/chat/canned-answers/${answer.id}/delete`);
    expect(removed.statusCode).toBe(200);
    const again = await staffCall(ctx.app, agent, 'POST', `/chat/canned-answers/${answer.id}/delete`);
    expect(again.json().info.resultCode).toBe('not_found');
  });

  it('refuses one without English, with a control character, and staff without the support role', async () => {
    const noEnglish = await staffCall(ctx.app, agent, 'POST', '/chat/canned-answers', {
      title: 'German only',
      texts: { de: 'Hallo' },
    });
    expect(noEnglish.statusCode).toBe(400);
    const control = await staffCall(ctx.app, agent, 'POST', '/chat/canned-answers', {
      title: 'Bell',
      texts: { en: 'ring \u0007' },
    });
    expect(control.statusCode).toBe(400);
    const cashier = await staffToken(ctx.app, 'payments');
    expect((await staffCall(ctx.app, cashier, 'GET', '/chat/canned-answers')).statusCode).toBe(403);
    const write = await staffCall(ctx.app, cashier, 'POST', '/chat/canned-answers', {
      title: 'x',
      texts: { en: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});

describe("the contact form's messages in the agents' inbox", () => {
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('a visitor message is a conversation pushed to the agents, answered by e-mail in its language', async () => {
    const agent = await staffToken(ctx.app, 'support');
    const agentSocket = await openChatSocket(ctx.app, { staff: agent });
    const email = `contact-${randomBytes(4).toString('hex')}@example.test`;
    const sent = await call(ctx.app, 'POST', '/contact', {
      body: { name: 'Vera Visitor', email, message: 'Wo ist meine <b>Auszahlung</b>?' },
      language: 'de',
      ip: '10.41.0.1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await eventually(
      () => agentSocket.events.some((e) => e.type === 'message' && e.message.text.includes('Auszahlung')),
      'the push to the agents',
    );
    const row = (await queueOf(agent)).find((each) => each.username === 'Vera Visitor');
    expect(row).toMatchObject({
      channel: 'email',
      playerId: null,
      lastMessage: 'Wo ist meine <b>Auszahlung</b>?',
    });
    const view = (await staffCall(ctx.app, agent, 'GET', `/chat/conversations/${row!.id}`)).json().data;
    expect(view).toMatchObject({
      player: null,
      contact: { name: 'Vera Visitor', email, language: 'de' },
      conversation: { channel: 'email', status: 'open' },
    });

    const answered = await agentSays(ctx.app, agent, row!.id, 'Sie ist heute unterwegs.');
    expect(answered.statusCode, answered.body).toBe(200);
    const reply = (await mailsTo(ctx.app, email)).find(
      (mail) => mail.subject === 'Unsere Antwort auf deine Nachricht',
    );
    expect(reply?.text).toContain('Sie ist heute unterwegs.');
    expect(reply?.text).toContain('Wo ist meine <b>Auszahlung</b>?');
    agentSocket.close();
  });

  it("a player's contact message stays out of their chat, and their chat stays one", async () => {
    const agent = await staffToken(ctx.app, 'support');
    const player = await loginAsNewPlayer(ctx.app);
    await playerSays(ctx.app, player, 'In the chat');
    const playerSocket = await openChatSocket(ctx.app, { player: player.token });
    const contact = await call(ctx.app, 'POST', '/contact', {
      player: player.token,
      body: { name: player.username, email: player.email, message: 'By the form' },
      ip: '10.41.0.2',
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const mine = (await queueOf(agent)).filter(
      (each) => each.playerId !== null && each.lastMessage === 'By the form',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.channel).toBe('email');
    await agentSays(ctx.app, agent, mine[0]!.id, 'Answered by mail');
    const state = (await call(ctx.app, 'GET', '/player/chat', { player: player.token })).json().data;
    expect(state.messages.map((m: { text: string }) => m.text)).toEqual(['In the chat']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(JSON.stringify(playerSocket.events)).not.toContain('Answered by mail');
    playerSocket.close();
  });
});
