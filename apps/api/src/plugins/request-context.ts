import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { headerNames } from '@casino/contract';
import { localeFromHeader } from '@casino/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// A caller's id is kept only when it is short and plain, so it cannot forge log lines.
const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours an incoming x-request-id (from a proxy or the web app), else makes one. */
export function genRequestId(request: IncomingMessage): string {
  const incoming = request.headers[headerNames.requestId];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id and resolves the message language once, before any other hook can fail. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request, reply) => {
      reply.header(headerNames.requestId, request.id);
      const language = request.headers[headerNames.language];
      request.locale = localeFromHeader(typeof language === 'string' ? language : undefined);
    });
  },
  { name: 'request-context' },
);
