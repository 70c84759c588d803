import { providerHeaderNames, type ProviderGameList } from '@casino/contract';
import { sportsbookProviderRoutes as routes } from '@casino/contract/routes/sportsbook';
import { isSignatureValid } from '@casino/contract/signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SPORTSBOOK_GAME_ID } from '../runtime/start-sportsbook.js';
import { UnsupportedCurrencyError } from '../settings/operator-settings.js';
import type { SportsbookContext } from './context.js';
import { okEnvelope, SportsbookError } from './errors.js';
import { registerRoute, type RouteWords } from './register-route.js';
import { launchSession } from './sessions.js';

/** The one entry the sportsbook puts in the platform's catalogue: what the platform's launch opens. */
export function sportsbookGameList(ctx: SportsbookContext): ProviderGameList {
  return {
    provider: { code: ctx.providerCode, name: 'Nova Sportsbook', logo: '' },
    games: [
      {
        externalId: SPORTSBOOK_GAME_ID,
        slug: 'sportsbook',
        title: 'Sportsbook',
        description: 'Football, tennis and basketball: pre-match and live betting (a simulated feed).',
        details: 'Singles, accumulators and system bets on modelled odds.',
        category: 'sportsbook',
        tags: [],
        platforms: ['PC', 'mobile'],
        isNew: false,
        isJackpot: false,
        thumbnail: '',
        rtp: '94.00',
        volatility: 'medium',
        releaseDate: '2026-11-28',
        popularity: 0,
        hasFunMode: false,
        // The sportsbook caps a ticket's payout itself (SPORTSBOOK_MAX_PAYOUT): no lower cap from the platform.
        maxWinMultiplier: 100_000_000,
      },
    ],
  };
}

/** The platform's calls on the sportsbook, signed like the wallet calls the other way. */
export async function providerRoutes(app: FastifyInstance, options: { ctx: SportsbookContext }) {
  const { ctx } = options;
  const signed = (summary: string): RouteWords => ({
    summary,
    checkRawBody(request: FastifyRequest, raw: string) {
      if (
        request.headers[providerHeaderNames.provider] !== ctx.providerCode ||
        !isSignatureValid(ctx.secret, raw, request.headers[providerHeaderNames.signature])
      )
        throw new SportsbookError('invalid_signature');
    },
  });
  registerRoute(app, routes.listGames, signed('The sportsbook as a catalogue entry'), async () =>
    okEnvelope(sportsbookGameList(ctx)),
  );
  registerRoute(app, routes.launchGame, signed('Opens a sportsbook session'), async (request) =>
    okEnvelope(await launchSession(ctx, request.body)),
  );
  // The platform asks every provider for its network promotions: the sportsbook runs none.
  registerRoute(app, routes.listPromotions, signed('No network promotions'), async () =>
    okEnvelope({ promotions: [] }),
  );
  registerRoute(app, routes.getSettings, signed("The operator's limits and margin in force"), async () =>
    okEnvelope(ctx.settings.current()),
  );
  registerRoute(
    app,
    routes.updateSettings,
    signed("Changes the operator's limits and margin (every instance within seconds)"),
    async (request) => {
      try {
        return okEnvelope(await ctx.settings.update(request.body, ctx.deps.now()));
      } catch (error) {
        if (error instanceof UnsupportedCurrencyError) throw new SportsbookError('bet_currency_unsupported');
        throw error;
      }
    },
  );
}
