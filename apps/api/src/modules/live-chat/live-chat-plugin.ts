import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChatBus, type ChatBus } from './chat-bus';
import { attachChatSocket } from './chat-socket';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in live chat's events to the sockets of every instance (Redis with REDIS_URL). */
    chatBus: ChatBus;
  }
}

/** The built-in live chat's fan-out and its socket (issue 30); its routes are the player and staff API's. */
export const liveChatPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'chatBus',
      createChatBus({ redisUrl: app.config.redisUrl, prefix: app.config.redisKeyPrefix, log: app.log }),
    );
    const detach = attachChatSocket(app);
    app.addHook('onReady', () => app.chatBus.ready());
    app.addHook('onClose', async () => {
      await detach();
      await app.chatBus.close();
    });
  },
  { name: 'live-chat' },
);
