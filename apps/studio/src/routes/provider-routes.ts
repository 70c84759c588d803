import {
  providerFreeRoundsBodySchema,
  providerHeaderNames,
  providerLaunchBodySchema,
} from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StudioContext } from '../context';
import { gameList } from '../games/game-list';
import { isSignatureValid } from '@casino/contract/signature';
import { okEnvelope, StudioError } from '../lib/studio-error';
import { receiveFreeRounds } from '../free-rounds/free-rounds';
import { launchGame } from '../sessions/launch-game';
import { listNetworkPromotions } from '../network-promotions/list-promotions';
import { parseJson } from './raw-body';

/** The platform's calls on the studio: signed exactly like the wallet calls the other way. */
function verifiedBody(ctx: StudioContext, request: FastifyRequest): unknown {
  const raw = typeof request.body === 'string' ? request.body : '';
  const signature = request.headers[providerHeaderNames.signature];
  if (
    request.headers[providerHeaderNames.provider] !== ctx.providerCode ||
    !isSignatureValid(ctx.secret, raw, signature)
  )
    throw new StudioError('invalid_signature');
  return parseJson(raw);
}

export async function providerRoutes(app: FastifyInstance, options: { ctx: StudioContext }) {
  const { ctx } = options;
  app.post('/games', async (request) => {
    verifiedBody(ctx, request);
    return okEnvelope(gameList(ctx));
  });
  app.post('/launch', async (request) => {
    const body = providerLaunchBodySchema.safeParse(verifiedBody(ctx, request));
    if (!body.success) throw new StudioError('validation_error', body.error.issues[0]?.message);
    return okEnvelope(await launchGame(ctx, body.data));
  });
  // Free rounds the casino granted a player (docs/provider-protocol.md, section 8): idempotent on grantId.
  app.post('/freerounds', async (request) => {
    const body = providerFreeRoundsBodySchema.safeParse(verifiedBody(ctx, request));
    if (!body.success) throw new StudioError('validation_error', body.error.issues[0]?.message);
    return okEnvelope(await receiveFreeRounds(ctx, body.data));
  });
  // The network promotions the studio runs across its operators (docs/provider-protocol.md, section 9).
  app.post('/promotions', async (request) => {
    verifiedBody(ctx, request);
    return okEnvelope(await listNetworkPromotions(ctx));
  });
}
