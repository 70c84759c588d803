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

/** Where agents answer: the back office's console (the API's own staff page is retired). */
export const agentConsolePath = '/backoffice/chat';

/**
 * The built-in live chat's fan-out and its socket (issue 30); its routes are the player and staff
 * API's, and the agents answer in the back office.
 */
export const liveChatPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'chatBus',
      createChatBus({ redisUrl: app.config.redisUrl, prefix: app.config.redisKeyPrefix, log: app.log }),
    );
    const detach = attachChatSocket(app);
    app.addHook('onReady', () => app.chatBus.ready());
    // The staff page the API served before the back office had a console: old bookmarks land there.
    app.get('/support', { schema: { hide: true } }, async (_request, reply) =>
      reply.redirect(agentConsolePath, 301),
    );
    app.addHook('onClose', async () => {
      await detach();
      await app.chatBus.close();
    });
  },
  { name: 'live-chat' },
);
