import { randomBytes } from 'node:crypto';
import type { ChatSocketEvent } from '@casino/contract';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import type { App } from '../../app';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { staffCall } from '../../test/cashier';
import { testApiKey } from '../../test/helper';
import type { TestPlayer } from '../../test/players';
import { chatSocketPath } from './chat-socket';

/** A logged-in chat socket and every event it received, in the order received. */
export interface TestChatSocket {
  events: ChatSocketEvent[];
  send(message: Record<string, unknown>): void;
  close(): void;
}

/** Opens the chat socket of a listening app and logs in (a player, or staff by bearer token). */
export async function openChatSocket(
  app: App,
  who: { player: string } | { staff: string },
): Promise<TestChatSocket> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}${chatSocketPath}`);
  const events: ChatSocketEvent[] = [];
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise<ChatSocketEvent>((resolve) => {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as ChatSocketEvent;
      if (event.type === 'ready' || event.type === 'error') resolve(event);
      else events.push(event);
    });
  });
  socket.send(JSON.stringify({ type: 'auth', ...who, ...('player' in who ? { apiKey: testApiKey } : {}) }));
  expect((await ready).type).toBe('ready');
  return {
    events,
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}

/** Waits until `probe` holds (sockets deliver a moment after the request that caused them). */
export async function eventually(probe: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The texts of the chat messages a socket received. */
export const textsOf = (socket: TestChatSocket) =>
  socket.events.flatMap((event) => (event.type === 'message' ? [event.message.text] : []));

export async function playerSays(app: App, player: TestPlayer, text: string, clientKey?: string) {
  const response = await call(app, 'POST', '/player/chat/messages', {
    player: player.token,
    body: { text, ...(clientKey ? { clientKey } : {}) },
  });
  return response;
}

export async function agentSays(app: App, token: string, conversationId: string, text: string) {
  return staffCall(app, token, 'POST', `/chat/conversations/${conversationId}/messages`, { text });
}

/**
 * The Redis of the tests that run two instances (TEST_REDIS_URL, a database of the test's own, e.g.
 * redis://127.0.0.1:6379/9), and the environment both instances share: one Redis, a prefix of their own.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL;
export const twoInstancesEnv = () => ({
  ...relaxedLimitsEnv,
  REDIS_URL: testRedisUrl,
  REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
});
