import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { staffToken } from '../../test/cashier';
import { smallPdf, smallPng } from '../../test/document-files';
import { useTestApp } from '../../test/helper';
import { multipartFile } from '../../test/multipart';
import { loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../test/players';
import { eventually, openChatSocket, playerSays } from './chat-test-kit';

const dataDir = mkdtempSync(join(tmpdir(), 'casino-chat-files-'));
const maxBytes = 4096;
const ctx = useTestApp({
  env: {
    ...relaxedLimitsEnv,
    DATA_DIR: dataDir,
    DOCUMENT_MAX_BYTES: String(maxBytes),
    LIVE_CHAT_ATTACHMENTS_PER_CONVERSATION: '3',
  },
});

function playerSends(player: TestPlayer, content: Buffer, contentType = 'image/png') {
  const { payload, headers } = multipartFile({ filename: 'shot.png', contentType, content });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/player/chat/attachments',
    headers: playerHeaders(player, headers),
    payload,
  });
}

function agentSends(token: string, conversationId: string, content: Buffer) {
  const { payload, headers } = multipartFile({ filename: 'x.pdf', contentType: 'application/pdf', content });
  return ctx.app.inject({
    method: 'POST',
    url: `/staff/v1/chat/conversations/${conversationId}/attachments`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
}

const playerReads = (player: TestPlayer, messageId: string) =>
  call(ctx.app, 'GET', `/player/chat/attachments/${messageId}`, { player: player.token });

const staffReads = (token: string, messageId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/staff/v1/chat/attachments/${messageId}`,
    headers: { authorization: `Bearer ${token}` },
  });

const filesOnDisk = (conversationId: string) => {
  const folder = join(dataDir, 'chat-attachments', conversationId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('chat attachments', () => {
  let agent = '';
  beforeAll(async () => {
    agent = await staffToken(ctx.app, 'support');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a player sends an image: a file on disk, readable by that player and by support only', async () => {
    const alice = await loginAsNewPlayer(ctx.app);
    const bob = await loginAsNewPlayer(ctx.app);
    const sent = await playerSends(alice, smallPng());
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json().data;
    expect(message).toMatchObject({
      from: 'player',
      text: '',
      attachment: { mimeType: 'image/png', sizeBytes: smallPng().length },
    });
    expect(filesOnDisk(message.conversationId)).toHaveLength(1);
    const state = (await call(ctx.app, 'GET', '/player/chat', { player: alice.token })).json().data;
    expect(state.messages[0].attachment).toEqual(message.attachment);

    const own = await playerReads(alice, message.id);
    expect(own.statusCode).toBe(200);
    expect(Buffer.from(own.json().data.base64, 'base64').equals(smallPng())).toBe(true);
    expect(own.json().data.mimeType).toBe('image/png');

    const other = await playerReads(bob, message.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().data).toBeNull();

    const bySupport = await staffReads(agent, message.id);
    expect(bySupport.statusCode).toBe(200);
    expect(bySupport.json().data.base64).toBe(own.json().data.base64);
    const byPayments = await staffReads(await staffToken(ctx.app, 'payments'), message.id);
    expect(byPayments.statusCode).toBe(403);

    const queue = (
      await ctx.app.inject({
        method: 'GET',
        url: '/staff/v1/chat/conversations',
        headers: { authorization: `Bearer ${agent}` },
      })
    ).json().data.conversations;
    expect(queue.find((row: { id: string }) => row.id === message.conversationId).lastMessage).toBe(
      '[image/png]',
    );
  });

  it('refuses a file whose first bytes are not JPEG, PNG or PDF, one too large, and past the count', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const fake = await playerSends(player, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().info.resultCode).toBe('unsupported_media_type');
    const large = Buffer.concat([smallPng(), Buffer.alloc(maxBytes)]);
    const tooLarge = await playerSends(player, large);
    expect(tooLarge.statusCode).toBe(413);
    expect((await call(ctx.app, 'GET', '/player/chat', { player: player.token })).json().data).toMatchObject({
      conversation: null,
      messages: [],
    });

    for (let index = 0; index < 3; index += 1)
      expect((await playerSends(player, smallPng())).statusCode).toBe(200);
    const over = await playerSends(player, smallPng());
    expect(over.statusCode).toBe(409);
    expect(over.json().info.resultCode).toBe('chat_attachment_limit_reached');
    const { conversation, messages } = (
      await call(ctx.app, 'GET', '/player/chat', { player: player.token })
    ).json().data;
    expect(messages).toHaveLength(3);
    // The refused file did not stay on disk.
    expect(filesOnDisk(conversation.id)).toHaveLength(3);
  });

  it("an agent sends a PDF: pushed to the player's socket, readable by them; a closed chat takes none", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const player = await loginAsNewPlayer(ctx.app);
    await playerSays(ctx.app, player, 'Can you send me the terms?');
    const { conversation } = (await call(ctx.app, 'GET', '/player/chat', { player: player.token })).json()
      .data;
    const socket = await openChatSocket(ctx.app, { player: player.token });
    try {
      const sent = await agentSends(agent, conversation.id, smallPdf());
      expect(sent.statusCode, sent.body).toBe(200);
      const message = sent.json().data;
      expect(message).toMatchObject({ from: 'agent', attachment: { mimeType: 'application/pdf' } });
      await eventually(
        () => socket.events.some((event) => event.type === 'message' && event.message.id === message.id),
        'the file pushed to the player',
      );
      const read = await playerReads(player, message.id);
      expect(Buffer.from(read.json().data.base64, 'base64').equals(smallPdf())).toBe(true);
      const inbox = (await call(ctx.app, 'GET', '/player/messages', { player: player.token })).json().data;
      expect(inbox.messages[0].message).toContain('Support sent you a file in your chat');
    } finally {
      socket.close();
    }
    await ctx.app.inject({
      method: 'POST',
      url: `/staff/v1/chat/conversations/${conversation.id}/close`,
      headers: { authorization: `Bearer ${agent}` },
      payload: { reason: 'sent' },
    });
    const late = await agentSends(agent, conversation.id, smallPdf());
    expect(late.json().info.resultCode).toBe('chat_conversation_closed');
  });
});
