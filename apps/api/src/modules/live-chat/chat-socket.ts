import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ChatSocketEvent } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { roleMay } from '@casino/contract/values/staff';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { countHit } from '../../lib/rate-limit';
import { findActiveSession } from '../session/session-store';
import { findSkinByApiKey } from '../skin/find-skin-by-api-key';
import { findStaffByToken } from '../staff/staff-users';
import { markAgentRead } from './agent-chat';
import type { ChatAudience } from './chat-bus';
import { findConversation, findOpenConversation, pushedPlayerOf } from './chat-db';
import { markPlayerRead, type ChatDeps } from './player-chat';

/** Outside the versioned API: a browser's WebSocket sends no headers, so the first message logs in. */
export const chatSocketPath = '/live/chat';

const token = z.string().min(1).max(128);
const messageId = z.string().regex(/^\d{1,19}$/);
const socketMessageSchema = z.union([
  z.object({ type: z.literal('auth'), player: token, apiKey: z.string().max(128) }),
  z.object({ type: z.literal('auth'), staff: token }),
  z.object({ type: z.literal('typing'), conversationId: z.uuid().optional() }),
  z.object({ type: z.literal('read'), lastMessageId: messageId, conversationId: z.uuid().optional() }),
]);
type SocketMessage = z.infer<typeof socketMessageSchema>;

const send = (socket: WebSocket, event: ChatSocketEvent) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
};

/** Who the first message names: a player of the skin (by its api-key) or a support agent. */
async function audienceOf(app: FastifyInstance, message: SocketMessage): Promise<ChatAudience | null> {
  if (message.type !== 'auth') return null;
  const now = app.now();
  if ('staff' in message) {
    const staff = await findStaffByToken(app.db, message.staff, now, app.config.cashier.staffIdleMs);
    return staff && roleMay(staff.role, 'chat.answer') ? { agent: true } : null;
  }
  const skin = await findSkinByApiKey(app.db, message.apiKey);
  if (!skin) return null;
  const session = await findActiveSession(app.db, {
    token: message.player,
    kind: 'player',
    skinId: skin.id,
    now,
    timeouts: app.config.sessions.player,
  });
  return session?.playerId ? { playerId: session.playerId } : null;
}

/** Typing and read marks from a logged-in socket, each for its own side's conversation only. */
async function onSideMessage(deps: ChatDeps, audience: ChatAudience, message: SocketMessage) {
  if (message.type === 'auth') return;
  if ('playerId' in audience) {
    if (message.type === 'read') return markPlayerRead(deps, audience.playerId, message.lastMessageId);
    const conversation = await findOpenConversation(deps.db, audience.playerId);
    if (conversation)
      deps.chatBus.emit({
        playerId: audience.playerId,
        event: { type: 'typing', conversationId: conversation.id, from: 'player' },
      });
    return;
  }
  if (!message.conversationId) return;
  if (message.type === 'read') return markAgentRead(deps, message.conversationId, message.lastMessageId);
  const conversation = await findConversation(deps.db, message.conversationId);
  if (conversation?.status === 'open')
    deps.chatBus.emit({
      playerId: pushedPlayerOf(conversation),
      event: { type: 'typing', conversationId: conversation.id, from: 'agent' },
    });
}

function onConnection(app: FastifyInstance, socket: WebSocket) {
  let audience: ChatAudience | null = null;
  let unsubscribe: (() => void) | null = null;
  let lastTypingAt = 0;
  const loginTimer = setTimeout(() => socket.close(4401, 'log in first'), 10_000);
  const fail = (code: string) => {
    send(socket, { type: 'error', code });
    socket.close(4401, code);
  };
  socket.on('message', (data) => {
    let parsed: SocketMessage;
    try {
      parsed = socketMessageSchema.parse(JSON.parse(String(data)));
    } catch {
      return send(socket, { type: 'error', code: 'validation_error' });
    }
    const work = async () => {
      if (!audience) {
        audience = await audienceOf(app, parsed);
        clearTimeout(loginTimer);
        if (!audience) return fail('session_expired');
        unsubscribe = app.chatBus.subscribe(audience, (event) => send(socket, event));
        return send(socket, { type: 'ready' });
      }
      if (parsed.type === 'typing') {
        // A typing signal a second is plenty; more would only load the bus.
        if (Date.now() - lastTypingAt < 1000) return;
        lastTypingAt = Date.now();
      }
      await onSideMessage(app, audience, parsed);
    };
    work().catch((error: unknown) => {
      app.log.warn({ err: error }, 'live chat socket message failed');
      send(socket, { type: 'error', code: 'internal_error' });
    });
  });
  socket.on('close', () => {
    clearTimeout(loginTimer);
    unsubscribe?.();
  });
}

/**
 * The live chat's socket for players and agents. It takes the server's upgrades on its own path only
 * (a host that mounts another app's websockets keeps theirs), counted per address like the other
 * live streams; the HTTP route of the same path only keeps a host's websocket router from answering.
 */
export function attachChatSocket(app: FastifyInstance): () => Promise<void> {
  const server = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  server.on('connection', (socket) => onConnection(app, socket));
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((request.url ?? '').split('?')[0] !== chatSocketPath) return;
    countHit(app.db, { key: `chat-socket:${request.socket.remoteAddress ?? ''}`, now: app.now() }).then(
      (hits) => {
        if (hits > app.config.engage.liveChatSocketsPerAddress) return socket.destroy();
        server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
      },
      () => socket.destroy(),
    );
  };
  app.server.on('upgrade', onUpgrade);
  app.get(chatSocketPath, { schema: { hide: true } }, async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return reply.hijack();
    throw new AppError('not_found');
  });
  return async () => {
    app.server.off('upgrade', onUpgrade);
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  };
}
