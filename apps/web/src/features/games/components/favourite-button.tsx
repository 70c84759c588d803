import type { Game } from '@casino/contract/games';
import { useTranslation } from '@/lib/i18n-react';
import { useFavouriteGame } from '@/features/games/favourites/hooks/use-favourite-game';

const heart =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5h2c.7-1.3 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z';

/** The heart on a tile, for players: pressed means the game is among the favourites. */
export function FavouriteButton({ game }: { game: Pick<Game, 'id' | 'title'> }) {
  const { t } = useTranslation('games');
  const { isFavourite, isBusy, toggle } = useFavouriteGame(game);
  const label = isFavourite
    ? t('favourites.remove', { title: game.title })
    : t('favourites.add', { title: game.title });
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={isFavourite}
      aria-label={label}
      title={label}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      data-testid="favourite-toggle"
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={heart} fill={isFavourite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
