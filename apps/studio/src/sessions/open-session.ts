import { providerRoutes } from '@casino/contract/routes/provider';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { studioSessions } from '../db/schema';
import { activeSeed, publicSeed } from '../engine/seeds';
import { findGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import { freeRoundsOffer, type FreeRoundsOffer } from '../free-rounds/free-rounds';
import { resolveSession, type ResolvedSession } from './resolve-session';

/** Exchanges the platform's launch token for its game session, at most once (the token is taken atomically). */
async function exchangeLaunchToken(ctx: StudioContext, resolved: ResolvedSession & { mode: 'real' }) {
  const [taken] = await ctx.db
    .update(studioSessions)
    .set({ launchToken: null })
    .where(and(eq(studioSessions.id, resolved.session.id), isNotNull(studioSessions.launchToken)))
    .returning({ id: studioSessions.id });
  // Someone else is exchanging it right now (two tabs): they own the session.
  if (!taken) throw new StudioError('game_session_invalid');
  const answer = await ctx.wallet.call(providerRoutes.authenticate, {
    launchToken: resolved.session.launchToken,
  });
  if (answer.kind !== 'ok') {
    ctx.log.info({ answer }, 'launch token refused');
    throw new StudioError(answer.kind === 'lost' ? 'provider_unavailable' : 'game_session_invalid');
  }
  const game = answer.data;
  const expiresAt = new Date(Math.min(resolved.session.expiresAt.getTime(), Date.parse(game.expiresAt)));
  const [session] = await ctx.db
    .update(studioSessions)
    .set({
      platformSessionToken: game.sessionToken,
      playerId: game.playerId,
      nickname: game.nickname,
      currency: game.currency,
      expiresAt,
    })
    .where(eq(studioSessions.id, resolved.session.id))
    .returning();
  return { session: session!, balance: game.balance };
}

async function platformBalance(ctx: StudioContext, playerId: string, currency: string, sessionToken: string) {
  const answer = await ctx.wallet.call(providerRoutes.getBalance, { playerId, currency, sessionToken });
  if (answer.kind === 'ok') return answer.data.balance;
  throw new StudioError(answer.kind === 'lost' ? 'provider_unavailable' : answer.code);
}

/** Everything the game page needs to start: mode, balance, limits and the player's fairness data. */
export async function openSession(ctx: StudioContext, token: unknown) {
  const resolved = await resolveSession(ctx, token);
  const game = findGame(resolved.session.game)!;
  let balance: string;
  let nickname: string | null = null;
  let playerKey = resolved.playerKey;
  let links = { homeUrl: null as string | null, cashierUrl: null as string | null };
  let freeRounds: FreeRoundsOffer | null = null;
  if (resolved.mode === 'fun') {
    balance = resolved.session.balance.toString();
  } else {
    let session = resolved.session;
    if (session.platformSessionToken && session.playerId) {
      balance = await platformBalance(ctx, session.playerId, session.currency, session.platformSessionToken);
    } else {
      ({ session, balance } = await exchangeLaunchToken(ctx, resolved));
    }
    nickname = session.nickname;
    playerKey = `p:${session.playerId}`;
    links = { homeUrl: session.homeUrl, cashierUrl: session.cashierUrl };
    freeRounds = await freeRoundsOffer(ctx, session);
  }
  const seed = await activeSeed(ctx.db, playerKey, ctx.now());
  return {
    mode: resolved.mode,
    game: {
      slug: game.meta.slug,
      title: game.meta.title,
      rtp: game.meta.rtp,
      minBet: game.limits.minBet.toString(),
      maxBet: game.limits.maxBet.toString(),
      maxWin: game.limits.maxWin.toString(),
    },
    currency: resolved.session.currency,
    language: resolved.session.language,
    balance,
    nickname,
    ...links,
    // Free spins the casino granted on this slot: played with `freeRoundGrantId` at `betAmount`.
    freeRounds,
    seed: publicSeed(seed),
  };
}
