import { eq } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { funSessions, studioSessions, type FunSession, type StudioSession } from '../db/schema';
import { StudioError } from '../lib/studio-error';
import { hashToken } from './tokens';

export type ResolvedSession =
  | { mode: 'real'; session: StudioSession; playerKey: string }
  | { mode: 'fun'; session: FunSession; playerKey: string };

/** The page's token, real or fun; an unknown or expired one is game_session_invalid. */
export async function resolveSession(ctx: StudioContext, token: unknown): Promise<ResolvedSession> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100)
    throw new StudioError('game_session_invalid');
  const tokenHash = hashToken(token);
  const now = ctx.now();
  const [real] = await ctx.db.select().from(studioSessions).where(eq(studioSessions.tokenHash, tokenHash));
  if (real) {
    if (real.expiresAt <= now) throw new StudioError('game_session_invalid');
    // Before the exchange the player is not known yet; openSession does the exchange.
    return { mode: 'real', session: real, playerKey: `p:${real.playerId ?? ''}` };
  }
  const [fun] = await ctx.db.select().from(funSessions).where(eq(funSessions.tokenHash, tokenHash));
  if (fun && fun.expiresAt > now) return { mode: 'fun', session: fun, playerKey: `f:${fun.id}` };
  throw new StudioError('game_session_invalid');
}

/** A real session that has been exchanged with the platform; anything else cannot bet. */
export function requireAuthenticated(resolved: ResolvedSession) {
  if (resolved.mode === 'real' && (!resolved.session.playerId || !resolved.session.platformSessionToken))
    throw new StudioError('game_session_invalid');
  return resolved;
}
