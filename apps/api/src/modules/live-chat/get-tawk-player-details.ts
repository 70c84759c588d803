import type { TawkToPlayerDetails } from '@casino/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tawkHash } from './tawk-hash';
import { visitorDataOf } from './visitor-data';

/**
 * Spec section 3 "Live chat visitor data" for the player of the session only (the route takes no id).
 * Without a secure-mode key the live chat is not served at all: an unsigned hash would be refused by
 * the widget, and a made-up one would leak nothing but help no one.
 */
export async function getTawkPlayerDetails(
  db: Database,
  input: { playerId: string; secret: string | null },
): Promise<TawkToPlayerDetails> {
  if (input.secret === null) throw new AppError('not_found');
  const data = await visitorDataOf(db, input.playerId).catch((error: unknown) => {
    // The session's player is gone: the session is over.
    if (error instanceof AppError && error.code === 'player_not_found') throw new AppError('session_expired');
    throw error;
  });
  const { level: _level, ...attributes } = data;
  return { ...attributes, hash: tawkHash(data.email, input.secret) };
}
