import { providerHeaderNames } from '@casino/contract';
import { providerRoutes } from '@casino/contract/routes/provider';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute, type RouteOptions } from '../../lib/register-route';
import { isSignatureValid } from '@casino/contract/signature';
import { adjustWin } from './adjust-win';
import { authenticate } from './authenticate';
import { touchPlayerSession } from './game-session';
import { getProviderBalance } from './get-provider-balance';
import { placeBet } from './place-bet';
import { reportSportsbookTicket } from './report-sportsbook-ticket';
import { creditPromotion } from './promotion-credit';
import { rollbackBet } from './rollback-bet';
import { settleWin } from './settle-win';
import { findProviderId, type WalletCall } from './wallet-db';

const headersSchema = z.object({
  [providerHeaderNames.provider]: z.string().describe('The provider code the platform gave you'),
  [providerHeaderNames.signature]: z
    .string()
    .describe('Hex HMAC-SHA256 of the raw body with the provider secret'),
});

// Signed server-to-server calls: a provider sends every player's traffic from a few addresses, so the
// per-address limit of the player API would stop play; the signature is the gate here.
const routeConfig = { rateLimit: false } as const;

/** The options every provider route shares: signed, not rate limited, no session scheme. */
function signedRoute(summary: string): RouteOptions {
  return { config: routeConfig, headers: headersSchema, tags: ['provider wallet'], security: [], summary };
}

/**
 * The provider a signed call comes from, once its signature over the raw body holds; the body is
 * parsed only then. Provider rows are never deleted (rounds point at them), so ids are kept once looked up.
 */
async function verifiedProviderOf(
  app: FastifyInstance,
  request: FastifyRequest,
  providerIds: Map<string, string>,
): Promise<{ id: string; code: string }> {
  const code = request.headers[providerHeaderNames.provider];
  const provider = app.config.games.providers.find((entry) => entry.code === code);
  if (!provider) throw new AppError('unknown_provider');
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (!isSignatureValid(provider.secret, raw, request.headers[providerHeaderNames.signature]))
    throw new AppError('invalid_signature');
  try {
    request.body = JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new AppError('validation_error');
  }
  let id = providerIds.get(provider.code);
  if (!id) {
    // Configured but never synced: the platform knows none of its games yet.
    id = (await findProviderId(app.db, provider.code)) ?? undefined;
    if (!id) throw new AppError('unknown_provider');
    providerIds.set(provider.code, id);
  }
  return { id, code: provider.code };
}

type WalletApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The seamless-wallet protocol for game providers, under /provider/v1 (docs/provider-protocol.md).
 * Outside the api-key scope: a provider has no skin key nor player session. The body is read raw,
 * because the signature covers the exact bytes, and is parsed only once the signature is verified.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const verified = new WeakMap<FastifyRequest, { id: string; code: string }>();
  const providerIds = new Map<string, string>();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.addHook('preValidation', async (request) => {
    verified.set(request, await verifiedProviderOf(app, request, providerIds));
  });

  function walletCall(request: FastifyRequest): WalletCall {
    const provider = verified.get(request);
    if (!provider) throw new AppError('unknown_provider');
    return {
      db: app.db as Database,
      provider,
      now: app.now(),
      locale: request.locale,
      sessionIdleMs: app.config.sessions.player.idleMs,
    };
  }

  registerSessionCalls(app, walletCall);
  registerSettlementCalls(app, walletCall);
};

/** A game session's calls: launch, balance and stakes. */
function registerSessionCalls(app: WalletApp, walletCall: (request: FastifyRequest) => WalletCall) {
  registerRoute(
    app,
    providerRoutes.authenticate,
    signedRoute('Exchange a launch token for a game session (once)'),
    async (request) =>
      okEnvelope(
        await authenticate(walletCall(request), {
          launchToken: request.body.launchToken,
          gameSessionMs: app.config.games.gameSessionMs,
        }),
      ),
  );

  registerRoute(app, providerRoutes.getBalance, signedRoute("The player's cash balance"), async (request) =>
    okEnvelope(await getProviderBalance(walletCall(request), request.body)),
  );

  registerRoute(
    app,
    providerRoutes.placeBet,
    signedRoute('Debit a stake (idempotent on transactionId)'),
    async (request) => {
      const call = walletCall(request);
      const { answer, session } = await placeBet(call, request.body);
      if (session) await touchPlayerSession(app.db, session, call.now, app.config.sessions.player);
      return okEnvelope(answer);
    },
  );
}

/** What settles a round or pays outside one: wins, rollbacks, corrections, promotions, tickets. */
function registerSettlementCalls(app: WalletApp, walletCall: (request: FastifyRequest) => WalletCall) {
  registerRoute(
    app,
    providerRoutes.settleWin,
    signedRoute('Credit a win to a round (idempotent on transactionId)'),
    async (request) => okEnvelope(await settleWin(walletCall(request), request.body)),
  );

  registerRoute(
    app,
    providerRoutes.rollbackBet,
    signedRoute('Undo a bet, at most once (idempotent on transactionId)'),
    async (request) => okEnvelope(await rollbackBet(walletCall(request), request.body)),
  );

  registerRoute(
    app,
    providerRoutes.adjustWin,
    signedRoute(
      "Take back part of a round's wins: a settlement corrected for less (idempotent on transactionId)",
    ),
    async (request) => okEnvelope(await adjustWin(walletCall(request), request.body)),
  );

  registerRoute(
    app,
    providerRoutes.creditPromotion,
    signedRoute('Credit a network promotion prize: no round, no live session (idempotent on transactionId)'),
    async (request) => okEnvelope(await creditPromotion(walletCall(request), request.body)),
  );

  registerRoute(
    app,
    providerRoutes.reportSportsbookTicket,
    {
      config: routeConfig,
      headers: headersSchema,
      tags: ['provider wallet'],
      security: [],
      summary: "A sportsbook ticket's state for the Gaming history: no money (the highest version stands)",
    },
    async (request) => okEnvelope(await reportSportsbookTicket(walletCall(request), request.body)),
  );
}
