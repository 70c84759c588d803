import { createHash, randomBytes } from 'node:crypto';
import type { ProviderLaunchBody } from '@casino/contract';
import { providerRoutes } from '@casino/contract/routes/provider';
import { and, eq, isNotNull } from 'drizzle-orm';
import { sportsbookSessions, type SportsbookSession } from '../db/schema.js';
import { isSportsbookLanguage } from '../i18n/messages.js';
import { SPORTSBOOK_GAME_ID } from '../runtime/start-sportsbook.js';
import type { SportsbookContext } from './context.js';
import { SportsbookError } from './errors.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session the platform has vouched for: its player, and the platform's game session for debits. */
export type PlayerSession = SportsbookSession & { playerId: string; platformSessionToken: string };

/**
 * The platform's launch: the browser gets a token of the sportsbook's own (only its hash is kept);
 * the platform's launch token stays here and is exchanged on the first call, so the launch never waits
 * on a call back into the platform. The sportsbook has no play for fun: it moves real money only.
 */
export async function launchSession(ctx: SportsbookContext, body: ProviderLaunchBody) {
  if (body.externalGameId !== SPORTSBOOK_GAME_ID) throw new SportsbookError('game_not_found');
  if (body.mode !== 'real' || !body.launchToken) throw new SportsbookError('fun_mode_unavailable');
  const token = randomBytes(32).toString('base64url');
  const now = ctx.deps.now();
  const language = isSportsbookLanguage(body.language) ? body.language : 'en';
  await ctx.deps.db.insert(sportsbookSessions).values({
    tokenHash: hashToken(token),
    language,
    currency: body.currency,
    launchToken: body.launchToken,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.sessionMs),
  });
  const query = new URLSearchParams({ launch: token, lang: language, view: body.viewMode });
  return { url: `${ctx.publicUrl}/?${query.toString()}` };
}

/** The player behind a sportsbook token; the first call exchanges the launch token (once, atomically). */
export async function playerSession(ctx: SportsbookContext, token: unknown): Promise<PlayerSession> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100)
    throw new SportsbookError('game_session_invalid');
  const [session] = await ctx.deps.db
    .select()
    .from(sportsbookSessions)
    .where(eq(sportsbookSessions.tokenHash, hashToken(token)));
  if (!session || session.expiresAt <= ctx.deps.now()) throw new SportsbookError('game_session_invalid');
  if (session.playerId && session.platformSessionToken) return session as PlayerSession;
  return exchangeLaunchToken(ctx, session);
}

async function exchangeLaunchToken(
  ctx: SportsbookContext,
  session: SportsbookSession,
): Promise<PlayerSession> {
  const [taken] = await ctx.deps.db
    .update(sportsbookSessions)
    .set({ launchToken: null })
    .where(and(eq(sportsbookSessions.id, session.id), isNotNull(sportsbookSessions.launchToken)))
    .returning({ id: sportsbookSessions.id });
  // Another request is exchanging it right now (two tabs): it owns the session.
  if (!taken || !session.launchToken) throw new SportsbookError('game_session_invalid', session.language);
  const answer = await ctx.deps.wallet.call(providerRoutes.authenticate, {
    launchToken: session.launchToken,
  });
  if (answer.kind !== 'ok') {
    ctx.log.info({ answer }, 'sportsbook launch token refused');
    throw new SportsbookError(
      answer.kind === 'lost' ? 'provider_unavailable' : 'game_session_invalid',
      session.language,
    );
  }
  const game = answer.data;
  const expiresAt = new Date(Math.min(session.expiresAt.getTime(), Date.parse(game.expiresAt)));
  const [updated] = await ctx.deps.db
    .update(sportsbookSessions)
    .set({
      platformSessionToken: game.sessionToken,
      playerId: game.playerId,
      nickname: game.nickname,
      currency: game.currency,
      expiresAt,
    })
    .where(eq(sportsbookSessions.id, session.id))
    .returning();
  return updated as PlayerSession;
}

/** What the front end needs first: who, in which currency and language, the balance and the limits. */
export async function sessionView(ctx: SportsbookContext, session: PlayerSession) {
  const answer = await ctx.deps.wallet.call(providerRoutes.getBalance, {
    playerId: session.playerId,
    currency: session.currency,
    sessionToken: session.platformSessionToken,
  });
  if (answer.kind !== 'ok')
    throw new SportsbookError(
      answer.kind === 'lost' ? 'provider_unavailable' : 'game_session_invalid',
      session.language,
    );
  const limits = ctx.deps.limits[session.currency];
  return {
    playerId: session.playerId,
    nickname: session.nickname,
    currency: session.currency,
    language: session.language,
    balance: answer.data.balance,
    limits: {
      minStake: String(limits?.minStake ?? 0n),
      maxStake: String(limits?.maxStake ?? 0n),
      maxPayout: String(limits?.maxPayout ?? 0n),
    },
    liveDelayMs: ctx.deps.liveDelayMs,
  };
}
