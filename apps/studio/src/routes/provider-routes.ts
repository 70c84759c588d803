import { providerHeaderNames } from '@casino/contract';
import { isSignatureValid } from '@casino/contract/signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StudioContext } from '../context';
import { studioProviderRoutes as routes } from '../contract/routes';
import { gameList } from '../games/game-list';
import { okEnvelope, StudioError } from '../lib/studio-error';
import { receiveFreeRounds } from '../free-rounds/free-rounds';
import { launchGame } from '../sessions/launch-game';
import { listNetworkPromotions } from '../network-promotions/list-promotions';
import { registerRoute, type StudioRouteOptions } from './register-route';

/** The platform's calls on the studio: signed exactly like the wallet calls the other way. */
export async function providerRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  // The signature is over the raw bytes: checked before the body is parsed and validated.
  const signed = (summary: string): StudioRouteOptions => ({
    summary,
    tag: 'platform',
    checkRawBody(request: FastifyRequest, raw: string) {
      if (
        request.headers[providerHeaderNames.provider] !== ctx.providerCode ||
        !isSignatureValid(ctx.secret, raw, request.headers[providerHeaderNames.signature])
      )
        throw new StudioError('invalid_signature');
    },
  });

  registerRoute(app, routes.listGames, signed('The game list, for the catalogue sync'), async () =>
    okEnvelope(gameList(ctx)),
  );
  registerRoute(app, routes.launchGame, signed("A URL for the player's game frame"), async (request) =>
    okEnvelope(await launchGame(ctx, request.body)),
  );
  // Free rounds the casino granted a player (docs/provider-protocol.md, section 8): idempotent on grantId.
  registerRoute(app, routes.grantFreeRounds, signed('Free rounds the casino granted'), async (request) =>
    okEnvelope(await receiveFreeRounds(ctx, request.body)),
  );
  // The network promotions the studio runs across its operators (docs/provider-protocol.md, section 9).
  registerRoute(app, routes.listPromotions, signed("The studio's network promotions"), async () =>
    okEnvelope(await listNetworkPromotions(ctx)),
  );
}
