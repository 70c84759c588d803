import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The player a request acts for: always from the player session, never from the body or path, so a
 * player can only ever reach their own data. Routes using it declare `config: { session: 'player' }`.
 */
export function sessionPlayer(request: FastifyRequest): { playerId: string; sessionId: string } {
  const session = request.playerSession;
  if (!session?.playerId) throw new AppError('player_session_required');
  return { playerId: session.playerId, sessionId: session.id };
}
