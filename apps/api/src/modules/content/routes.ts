import { createHash } from 'node:crypto';
import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { isEtagFresh } from '../games/catalogue/catalogue-etag';
import { getContentPage, listBanners, listPosts } from './read-content';
import { sendContactMessage } from './send-contact';

const visitor = { headers: apiHeadersSchema, tags: ['content'] };

/**
 * The same for every visitor of a skin in a language, so shared caches may keep it a minute; the
 * ETag (of the envelope) lets a client revalidate for free. A publish window opening or closing shows
 * within that minute.
 */
function cacheable<T>(request: FastifyRequest, reply: FastifyReply, data: T) {
  const envelope = okEnvelope(data);
  const etag = `W/"${createHash('sha256').update(JSON.stringify(envelope)).digest('base64url').slice(0, 27)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=60')
    .header('vary', 'api-key, x-language');
  if (isEtagFresh(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return reply.send() as never;
  }
  return envelope;
}

/** News, info pages, home banners (visitors and players alike) and the contact form. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.listPosts,
    { ...visitor, summary: 'News and blog posts served now, newest first, a page at a time' },
    async (request, reply) =>
      cacheable(
        request,
        reply,
        await listPosts(app.db, {
          skinId: request.skin.id,
          locale: request.locale,
          now: app.now(),
          ...request.query,
        }),
      ),
  );

  for (const [route, kind] of [
    [playerRoutes.getPost, 'post'],
    [playerRoutes.getInfoPage, 'page'],
  ] as const)
    registerRoute(
      app,
      route,
      {
        ...visitor,
        summary: `One ${kind === 'post' ? 'news post' : 'info page'} in the reader's language, else in English`,
      },
      async (request, reply) => {
        const page = await getContentPage(app.db, {
          skinId: request.skin.id,
          kind,
          slug: request.params.slug,
          locale: request.locale,
          now: app.now(),
        });
        if (!page) throw new AppError('content_not_found');
        return cacheable(request, reply, page);
      },
    );

  registerRoute(
    app,
    playerRoutes.listBanners,
    { ...visitor, summary: "The home page's hero and promotion banners served now" },
    async (request, reply) =>
      cacheable(
        request,
        reply,
        await listBanners(app.db, { skinId: request.skin.id, locale: request.locale, now: app.now() }),
      ),
  );

  registerRoute(
    app,
    playerRoutes.sendContact,
    {
      ...visitor,
      summary: 'Send a message to support (stored, mailed to support, acknowledged to the sender)',
    },
    async (request) => {
      await sendContactMessage(app, {
        skin: request.skin,
        body: request.body,
        ip: request.ip,
        locale: request.locale,
        playerId: request.playerSession?.playerId ?? null,
      });
      return okEnvelope(null, translate(request.locale, 'contact_sent'));
    },
  );
};
