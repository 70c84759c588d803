import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChatBus, type ChatBus } from './chat-bus';
import { attachChatSocket } from './chat-socket';
import { consoleCss, consoleHtml } from './console/console-page';
import { consoleJs } from './console/console-script';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in live chat's events to the sockets of every instance (Redis with REDIS_URL). */
    chatBus: ChatBus;
  }
}

/**
 * The built-in live chat's fan-out, its socket and the agents' console page (issue 30); its routes are
 * the player and staff API's.
 */
export const liveChatPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'chatBus',
      createChatBus({ redisUrl: app.config.redisUrl, prefix: app.config.redisKeyPrefix, log: app.log }),
    );
    const detach = attachChatSocket(app);
    app.addHook('onReady', () => app.chatBus.ready());
    // The agents' console (a staff page until the back office has one); the data is the staff API's.
    const files = [
      ['/support', 'text/html; charset=utf-8', consoleHtml],
      ['/support/console.js', 'text/javascript; charset=utf-8', consoleJs],
      ['/support/console.css', 'text/css; charset=utf-8', consoleCss],
    ] as const;
    for (const [url, type, body] of files)
      app.get(url, { schema: { hide: true } }, async (_request, reply) =>
        reply.header('content-type', type).header('cache-control', 'no-store').send(body),
      );
    app.addHook('onClose', async () => {
      await detach();
      await app.chatBus.close();
    });
  },
  { name: 'live-chat' },
);
