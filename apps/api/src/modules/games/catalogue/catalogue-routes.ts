import {
  envelopeSchema,
  gameListQuerySchema,
  searchWidgetSize,
  type Envelope,
  type GameCategory,
} from '@casino/contract';
import { defaultLocale, type Locale } from '@casino/rules';
import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiHeadersSchema } from '../../../lib/api-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { okEnvelope, responses } from '../../../lib/envelope';
import { registerRoute } from '../../../lib/register-route';
import { EncodedBody, preferredEncoding } from './catalogue-encoding';
import { isEtagFresh } from './catalogue-etag';
import { listCategorizedGames } from './categorized-games';
import { getGameById, getGameBySlug, getSportsbookGame } from './get-game';
import { listGames } from './list-games';
import { listMostPlayed } from './most-played';
import { loadListedGames, searchGames, type SearchInput } from './search-games';
import { loadSearchIndex } from './search-index';

/** The app as the plugin sees it: routes typed by their zod schemas. */
type CatalogueApp = Parameters<FastifyPluginAsyncZod>[0];

const visitor = { headers: apiHeadersSchema, tags: ['games'] };
/** A shared (cached) catalogue answer: 304 without a body when If-None-Match holds its ETag. */
const sharedVisitor = {
  ...visitor,
  extraResponses: { 304: z.null().describe('Not modified: no body') },
};
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
 * Headers of a shared catalogue answer: its ETag (the catalogue's version and the query), one per
 * language, and `no-cache` so browsers and proxies ask again with If-None-Match each time and get a
 * 304 until the catalogue changes. Every visitor of a language gets the same answer, so it is public.
 * True when the client's copy is current (answer 304 without a body).
 */
function sharedAnswer(
  request: { headers: FastifyRequest['headers'] },
  reply: FastifyReply,
  etag: string,
): boolean {
  reply.header('etag', etag).header('vary', 'x-language').header('cache-control', 'public, no-cache');
  return isEtagFresh(request.headers['if-none-match'], etag);
}

/**
 * A shared catalogue answer through the cache, with its ETag: 304 without a body when the client's
 * copy is current. `key` names the query; the reader's language is added here.
 */
async function cached<T>(
  app: FastifyInstance,
  request: { locale: Locale; headers: FastifyRequest['headers'] },
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
): Promise<Envelope<T>> {
  const page = await app.catalogueCache.read(`${key}|${request.locale}`, load);
  if (sharedAnswer(request, reply, page.etag)) {
    await reply.code(304).send(null);
    return reply as never;
  }
  return okEnvelope(page.value);
}

/** GET and HEAD /games: the default list (most popular first), its total and its body, kept. */
function defaultListRoutes(app: CatalogueApp) {
  const listEnvelope = envelopeSchema(playerRoutes.listGames.response);
  const cache = app.catalogueCache;
  const defaultPage = (locale: Locale, mobile: boolean, limit: number, offset: number) =>
    cache.read(`games|${locale}|${mobile}|${limit}|${offset}`, async () => {
      const list = await listGames(
        app.catalogueDb,
        { isMobile: mobile },
        'popular',
        { limit, offset },
        locale,
      );
      // Through the response schema, as Fastify's serializer would: the body is exactly what it sends.
      return {
        total: list.total,
        body: new EncodedBody(JSON.stringify(listEnvelope.parse(okEnvelope(list)))),
      };
    });

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
      // The same page and ETag as GET /games (the texts are in the reader's language).
      const page = await defaultPage(request.locale, mobile, limit, offset);
      const isFresh = sharedAnswer(request, reply, page.etag);
      reply.header('x-total-count', String(page.value.total));
      return reply.code(isFresh ? 304 : 200).send();
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
      const page = await defaultPage(request.locale, mobile, limit, offset);
      if (sharedAnswer(request, reply, page.etag)) return reply.code(304).send(null);
      // Serialized (and compressed) once per page and version: sent as it is, with a JSON content type.
      reply
        .header('x-total-count', String(page.value.total))
        .header('vary', 'x-language, accept-encoding')
        .type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.value.body.bytes as never);
      return reply.header('content-encoding', encoding).send(page.value.body.in(encoding) as never);
    },
  );
}

/** The filtered lists and the mobile lobby's categories, shared by every reader of a language. */
function filterRoutes(app: CatalogueApp) {
  registerRoute(
    app,
    playerRoutes.listFilteredGames,
    { ...sharedVisitor, summary: 'A filtered, sorted page of games' },
    async (request, reply) => {
      const { category, provider, sort, limit, offset } = request.params;
      const { mobile } = request.query;
      const filter = { category, provider, isMobile: mobile, onlyCategories: onlyCategories(request.query) };
      const key = `filter|${JSON.stringify([filter, sort, limit, offset])}`;
      return cached(app, request, reply, key, () =>
        listGames(app.catalogueDb, filter, sort, { limit, offset }, request.locale),
      );
    },
  );

  registerRoute(
    app,
    playerRoutes.listFilteredGamesShort,
    { ...sharedVisitor, summary: 'The first 40 games of a filter' },
    async (request, reply) => {
      const { category, provider, sort } = request.params;
      const filter = {
        category,
        provider,
        isMobile: request.query.mobile,
        onlyCategories: onlyCategories(request.query),
      };
      const key = `filter|${JSON.stringify([filter, sort, shortFilterSize, 0])}`;
      return cached(app, request, reply, key, () =>
        listGames(app.catalogueDb, filter, sort, { limit: shortFilterSize, offset: 0 }, request.locale),
      );
    },
  );
  registerRoute(
    app,
    playerRoutes.listCategorizedGames,
    {
      ...sharedVisitor,
      summary: 'The mobile lobby: per category its total and first games, and the providers',
    },
    async (request, reply) =>
      cached(app, request, reply, 'categorized', () => listCategorizedGames(app.catalogueDb, request.locale)),
  );
}

/** Search, the most played, and one game by id or by its address. */
/** A search on this process's index of the current catalogue version. */
async function searchCatalogue(app: CatalogueApp, input: SearchInput) {
  const locale = input.locale ?? defaultLocale;
  const [index, listed] = await Promise.all([
    app.catalogueCache.keep('search-index', () => loadSearchIndex(app.catalogueDb)),
    app.catalogueCache.keep(`search-games|${locale}`, () => loadListedGames(app.catalogueDb, locale)),
  ]);
  return searchGames(input, index, listed);
}

function searchAndLookupRoutes(app: CatalogueApp) {
  registerRoute(
    app,
    playerRoutes.listMostPlayed,
    { ...visitor, summary: 'The games played most in the last 7 days' },
    async (request) =>
      okEnvelope(
        await listMostPlayed(
          app.catalogueDb,
          request.params.section,
          request.params.limit,
          app.now(),
          request.locale,
        ),
      ),
  );

  registerRoute(
    app,
    playerRoutes.searchGames,
    {
      ...sharedVisitor,
      summary: 'Search by title or provider (case, accents and unfinished words do not matter)',
    },
    async (request, reply) => {
      const { searchWidget, mobile, ...query } = request.query;
      // The header's drop-down: a short first page, whatever was asked.
      const page = searchWidget
        ? { limit: Math.min(query.limit, searchWidgetSize), offset: 0 }
        : { limit: query.limit, offset: query.offset };
      const input = { ...query, ...page, isMobile: mobile, title: request.params.title };
      return cached(app, request, reply, `search|${JSON.stringify(input)}`, () =>
        searchCatalogue(app, { ...input, locale: request.locale }),
      );
    },
  );

  registerRoute(
    app,
    playerRoutes.searchGamesShort,
    { ...sharedVisitor, summary: 'The first results of a search' },
    async (request, reply) => {
      const input = { title: request.params.title, limit: request.params.limit, offset: 0 };
      return cached(app, request, reply, `search|${JSON.stringify(input)}`, () =>
        searchCatalogue(app, { ...input, locale: request.locale }),
      );
    },
  );

  registerRoute(app, playerRoutes.getGame, { ...visitor, summary: 'One game' }, async (request) =>
    okEnvelope({ game: await getGameById(app.catalogueDb, request.params.id, request.locale) }),
  );

  registerRoute(
    app,
    playerRoutes.getGameBySlug,
    { ...visitor, summary: "A game by its provider's code and its slug (the play page's address)" },
    async (request) =>
      okEnvelope({
        game: await getGameBySlug(
          app.catalogueDb,
          request.params.system,
          request.params.title,
          request.locale,
        ),
      }),
  );

  registerRoute(
    app,
    playerRoutes.getSportsbookGame,
    { ...visitor, summary: "The sportsbook's catalogue entry (no list shows it): what /sportsbook launches" },
    async (request) => okEnvelope({ game: await getSportsbookGame(app.catalogueDb, request.locale) }),
  );
}

/**
 * The catalogue (spec section 7, Games), open to visitors and players alike. Static segments
 * (filter, search, mostPlayed, mobile) win over the parametric lookups in Fastify's router, so
 * /games/search/x is a search and never the game "x" of a provider called "search". Every read here
 * goes to `app.catalogueDb` (the read replica when DATABASE_READ_URL is set).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  defaultListRoutes(app);
  filterRoutes(app);
  searchAndLookupRoutes(app);
};
