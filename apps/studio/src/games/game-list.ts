import type { ProviderGameList } from '@casino/contract';
import type { StudioContext } from '../context';
import { thumbnail } from '../routes/artwork';
import { gameTexts } from './game-texts/game-texts';
import { studioGames } from '@casino/fair/games/registry';

export const studioProvider = { name: 'Nova Studio' };

/** The studio's game list, as the platform's catalogue sync reads it. */
export function gameList(ctx: StudioContext): ProviderGameList {
  return {
    provider: { code: ctx.providerCode, name: studioProvider.name, logo: `${ctx.publicUrl}/assets/logo.svg` },
    games: studioGames.map((game) => ({
      ...game.meta,
      thumbnail: `${ctx.publicUrl}/thumbs/${game.meta.slug}.svg?v=${thumbnail(game.meta.slug, game.meta.title).version}`,
      minBet: game.limits.minBet.toString(),
      maxBet: game.limits.maxBet.toString(),
      maxWinMultiplier: game.maxWinMultiplier,
      texts: gameTexts(game),
    })),
  };
}
