import type { Game } from '@casino/contract/games';
import { paths } from '@/config/paths';

/** /play/{system}/{title} on a wide screen, /mobile/play/{system}/{title} on a phone; ?mode=fun for fun. */
export function playHref(
  game: Pick<Game, 'provider' | 'slug'>,
  options: { isFun: boolean; isPhone: boolean },
) {
  const route = options.isPhone ? paths.mobilePlay : paths.play;
  const href = route.href({ system: game.provider, title: game.slug });
  return options.isFun ? `${href}?mode=fun` : href;
}
