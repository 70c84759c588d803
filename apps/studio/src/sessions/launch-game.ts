import type { ProviderLaunchBody } from '@casino/contract';
import type { StudioContext } from '../context';
import { funSessions, studioSessions } from '../db/schema';
import { findGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import { hashToken, newToken } from './tokens';

export const studioLanguages = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;

/**
 * The platform asks for a game URL. The page gets a token of the studio's own; the platform's launch
 * token stays here and is exchanged (once) when the page first loads, so it never reaches the browser
 * and the platform's launch call never waits on a call back into itself.
 */
export async function launchGame(ctx: StudioContext, body: ProviderLaunchBody): Promise<{ url: string }> {
  const game = findGame(body.externalGameId);
  if (!game) throw new StudioError('game_not_found');
  const now = ctx.now();
  const token = newToken();
  const language = (studioLanguages as readonly string[]).includes(body.language) ? body.language : 'en';
  const common = {
    tokenHash: hashToken(token),
    game: game.meta.slug,
    language,
    currency: body.currency,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.sessionMs),
  };
  if (body.mode === 'fun') {
    await ctx.db.insert(funSessions).values({ ...common, balance: ctx.funBalance });
  } else {
    if (!body.launchToken)
      throw new StudioError('validation_error', 'a real-money launch needs a launchToken');
    await ctx.db.insert(studioSessions).values({
      ...common,
      launchToken: body.launchToken,
      homeUrl: body.homeUrl,
      cashierUrl: body.cashierUrl,
    });
  }
  // The page writes dates and amounts for the player's region when the platform names it.
  const query = new URLSearchParams({
    launch: token,
    lang: language,
    view: body.viewMode,
    ...(body.region ? { region: body.region } : {}),
  });
  return { url: `${ctx.publicUrl}/play/${game.meta.slug}?${query.toString()}` };
}
