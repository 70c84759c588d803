import { gameListQuerySchema, searchWidgetSize, type GameCategory } from '@casino/contract';
import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiHeadersSchema } from '../../../lib/api-headers';
import { okEnvelope, responses } from '../../../lib/envelope';
import { registerRoute } from '../../../lib/register-route';
import { catalogueEtag, isEtagFresh } from './catalogue-etag';
import { listCategorizedGames } from './categorized-games';
import { getGameById, getGameBySlug } from './get-game';
import { countListedGames, listGames } from './list-games';
import { listMostPlayed } from './most-played';
import { searchGames } from './search-games';

const visitor = { headers: apiHeadersSchema, tags: ['games'] };
/** What the first page of a short filter route shows. */
const shortFilterSize = 40;

/** The web's list shortcuts, as category restrictions. */
function onlyCategories(query: { 'crash-and-fast': boolean; livecasino: boolean }): GameCategory[] {
  const only: GameCategory[] = [];
  if (query['crash-and-fast']) only.push('crash-and-fast');
  if (query.livecasino) only.push('live-casino');
  return only;
}

/**
 * The catalogue (spec section 7, Games), open to visitors and players alike. Static segments
 * (filter, search, mostPlayed, mobile) win over the parametric lookups in Fastify's router, so
 * /games/search/x is a search and never the game "x" of a provider called "search".
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.listFilteredGames,
    { ...visitor, summary: 'A filtered, sorted page of games' },
    async (request) => {
      const { category, provider, sort, limit, offset } = request.params;
      const { mobile } = request.query;
      const filter = { category, provider, isMobile: mobile, onlyCategories: onlyCategories(request.query) };
      return okEnvelope(await listGames(app.db, filter, sort, { limit, offset }, request.locale));
    },
  );

  // Declared before GET /games so Fastify does not derive its own HEAD from the GET.
  app.head(
    '/games',
    {
      schema: {
        headers: apiHeadersSchema,
        querystring: gameListQuerySchema,
        tags: visitor.tags,
        summary: 'The catalogue size (x-total-count) and its ETag, without a body',
      },
    },
    async (request, reply) => {
      const { mobile, limit, offset } = request.query;
      // The texts are in the reader's language: each language has its own ETag.
      const etag = await catalogueEtag(app.db, `games|${request.locale}|${mobile}|${limit}|${offset}`);
      const total = await countListedGames(app.db, { isMobile: mobile });
      reply
        .header('etag', etag)
        .header('vary', 'x-language')
        .header('cache-control', 'no-cache')
        .header('x-total-count', String(total));
      return reply.code(isEtagFresh(request.headers['if-none-match'], etag) ? 304 : 200).send();
    },
  );

  // From its descriptor, by hand: besides the envelope it answers 304 without a body.
  const { listGames: listRoute } = playerRoutes;
  app.get(
    listRoute.path,
    {
      schema: {
        headers: apiHeadersSchema,
        querystring: listRoute.query,
        tags: visitor.tags,
        summary: 'The catalogue, most popular first (If-None-Match answers 304 when unchanged)',
        response: { ...responses(listRoute.response), 304: z.null().describe('Not modified: no body') },
      },
    },
    async (request, reply) => {
      const { mobile, limit, offset } = request.query;
      const etag = await catalogueEtag(app.db, `games|${request.locale}|${mobile}|${limit}|${offset}`);
      reply.header('etag', etag).header('vary', 'x-language').header('cache-control', 'no-cache');
      if (isEtagFresh(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const list = await listGames(
        app.db,
        { isMobile: mobile },
        'popular',
        { limit, offset },
        request.locale,
      );
      reply.header('x-total-count', String(list.total));
      return okEnvelope(list);
    },
  );

  registerRoute(
    app,
    playerRoutes.listCategorizedGames,
    { ...visitor, summary: 'The mobile lobby: per category its total and first games, and the providers' },
    async (request) => okEnvelope(await listCategorizedGames(app.db, request.locale)),
  );

  registerRoute(
    app,
    playerRoutes.listMostPlayed,
    { ...visitor, summary: 'The games played most in the last 7 days' },
    async (request) =>
      okEnvelope(
        await listMostPlayed(app.db, request.params.section, request.params.limit, app.now(), request.locale),
      ),
  );

  registerRoute(
    app,
    playerRoutes.searchGames,
    {
      ...visitor,
      summary: 'Search by title or provider (case, accents and unfinished words do not matter)',
    },
    async (request) => {
      const { searchWidget, mobile, ...query } = request.query;
      // The header's drop-down: a short first page, whatever was asked.
      const page = searchWidget
        ? { limit: Math.min(query.limit, searchWidgetSize), offset: 0 }
        : { limit: query.limit, offset: query.offset };
      return okEnvelope(
        await searchGames(app.db, {
          ...query,
          ...page,
          isMobile: mobile,
          title: request.params.title,
          locale: request.locale,
        }),
      );
    },
  );

  registerRoute(
    app,
    playerRoutes.searchGamesShort,
    { ...visitor, summary: 'The first results of a search' },
    async (request) =>
      okEnvelope(
        await searchGames(app.db, {
          title: request.params.title,
          limit: request.params.limit,
          offset: 0,
          locale: request.locale,
        }),
      ),
  );

  registerRoute(app, playerRoutes.getGame, { ...visitor, summary: 'One game' }, async (request) =>
    okEnvelope({ game: await getGameById(app.db, request.params.id, request.locale) }),
  );

  registerRoute(
    app,
    playerRoutes.getGameBySlug,
    { ...visitor, summary: "A game by its provider's code and its slug (the play page's address)" },
    async (request) =>
      okEnvelope({
        game: await getGameBySlug(app.db, request.params.system, request.params.title, request.locale),
      }),
  );

  registerRoute(
    app,
    playerRoutes.listFilteredGamesShort,
    { ...visitor, summary: 'The first 40 games of a filter' },
    async (request) => {
      const { category, provider, sort } = request.params;
      const filter = {
        category,
        provider,
        isMobile: request.query.mobile,
        onlyCategories: onlyCategories(request.query),
      };
      return okEnvelope(
        await listGames(app.db, filter, sort, { limit: shortFilterSize, offset: 0 }, request.locale),
      );
    },
  );
};
