import { headerNames } from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionKind } from '../db/schema';
import { AppError } from '../lib/app-error';
import {
  createAnonSessionCache,
  findActiveSession,
  type ActiveSession,
} from '../modules/session/session-store';

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * Resolves x-anon-session and x-player-session into `request.anonSession` / `request.playerSession`.
 * A token that is sent but unknown or expired answers session_expired, which the web app treats as
 * "clear the user and go home" (spec section 4); routes opt out with `config.session = 'ignore'`.
 */
export const sessionsPlugin = fp(
  async (app) => {
    app.decorateRequest('anonSession', null);
    app.decorateRequest('playerSession', null);
    // Anonymous sessions only (see findActiveSession): player sessions are read on every request.
    const anonSessions = createAnonSessionCache();

    async function resolve(
      request: FastifyRequest,
      kind: SessionKind,
      header: string,
    ): Promise<ActiveSession | null> {
      const token = headerValue(request, header);
      if (!token) return null;
      // A token longer than any we issue cannot be ours; skip the hash and the query.
      const session =
        token.length <= 128
          ? await findActiveSession(
              app.db,
              {
                token,
                kind,
                skinId: request.skin.id,
                now: app.now(),
                timeouts: app.config.sessions[kind],
              },
              anonSessions,
            )
          : null;
      if (!session) throw new AppError('session_expired');
      return session;
    }

    app.addHook('onRequest', async (request) => {
      const requirement = request.routeOptions.config.session ?? 'optional';
      if (requirement === 'ignore') return;
      request.anonSession = await resolve(request, 'anon', headerNames.anonSession);
      request.playerSession = await resolve(request, 'player', headerNames.playerSession);
      if (requirement === 'player' && !request.playerSession) throw new AppError('player_session_required');
      if (requirement === 'anon' && !request.anonSession) throw new AppError('session_expired');
    });
  },
  { name: 'sessions', dependencies: ['api-key'] },
);
