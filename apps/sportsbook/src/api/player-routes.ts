import { sportsbookSessionHeader } from '@casino/contract/sportsbook';
import { sportsbookRoutes as routes } from '@casino/contract/routes/sportsbook';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sport } from '../feed/messages.js';
import type { SportsbookContext } from './context.js';
import { okEnvelope, SportsbookError } from './errors.js';
import { competitionCounts, eventDetail, eventView, filterEvents, sportCounts } from './lobby.js';
import { placePlayerTicket } from './place.js';
import { quoteSelections } from './quote.js';
import { createRateLimit } from './rate-limit.js';
import { registerRoute } from './register-route.js';
import { playerSession, sessionView } from './sessions.js';
import { listPlayerTickets } from './tickets-view.js';
import { cashOutRoutes } from './cash-out-routes.js';
import { prefsRoutes } from './prefs-routes.js';

/** The front end's routes: every one needs the player's sportsbook session (the spec: login required). */
export async function playerRoutes(app: FastifyInstance, options: { ctx: SportsbookContext }) {
  const { ctx } = options;
  const { state } = ctx.deps;
  const now = () => ctx.deps.now().getTime();
  const requests = createRateLimit({ perMinute: 600, now });
  const placements = createRateLimit({ perMinute: 60, now });
  const sessionOf = async (request: Pick<FastifyRequest, 'headers'>) => {
    const session = await playerSession(ctx, request.headers[sportsbookSessionHeader]);
    requests(session.id, session.language);
    return session;
  };
  const names = ctx.competitionName;

  registerRoute(app, routes.session, { summary: 'The player, balance and limits' }, async (request) =>
    okEnvelope(await sessionView(ctx, await sessionOf(request))),
  );
  registerRoute(app, routes.sports, { summary: 'Sports with live and upcoming counts' }, async (request) => {
    await sessionOf(request);
    return okEnvelope({ sports: sportCounts(state) });
  });
  registerRoute(app, routes.competitions, { summary: 'Competitions with open events' }, async (request) => {
    await sessionOf(request);
    return okEnvelope({
      competitions: competitionCounts(state, names, request.query.sport as Sport | undefined),
    });
  });
  registerRoute(app, routes.events, { summary: 'Open events, filtered and paged' }, async (request) => {
    await sessionOf(request);
    const { limit, offset, ...filter } = request.query;
    const events = filterEvents(state, filter, now(), names);
    return okEnvelope({
      events: events.slice(offset, offset + limit).map((event) => eventView(state, event, names)),
      total: events.length,
    });
  });
  registerRoute(app, routes.event, { summary: 'One event and its markets, grouped' }, async (request) => {
    const session = await sessionOf(request);
    const event = state.events.get(request.params.id);
    if (!event) throw new SportsbookError('sport_event_not_found', session.language);
    return okEnvelope(eventDetail(state, event, names));
  });
  registerRoute(app, routes.quote, { summary: 'Prices a bet slip' }, async (request) => {
    await sessionOf(request);
    return okEnvelope(quoteSelections(state, request.body.selections));
  });
  registerRoute(app, routes.placeTicket, { summary: 'Places a ticket' }, async (request) => {
    const session = await sessionOf(request);
    placements(session.id, session.language);
    return okEnvelope(await placePlayerTicket(ctx, session, request.body));
  });
  registerRoute(app, routes.tickets, { summary: "The player's open or settled tickets" }, async (request) => {
    const session = await sessionOf(request);
    return okEnvelope(
      await listPlayerTickets(ctx.deps.db, state, { ...request.query, playerId: session.playerId }),
    );
  });
  cashOutRoutes(app, { ctx, sessionOf });
  prefsRoutes(app, { ctx, sessionOf });
}
