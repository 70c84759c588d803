import type { Game } from '@casino/contract/games';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { notify } from '@/lib/notifications';
import { useSession } from '@/lib/session';
import { addFavoriteGame, removeFavoriteGame } from '../api/change-favorite-game';
import { appendFavourite, deleteFavourite, favouritesStore, useFavouriteIds } from '../favourites-store';
import { loadFavouriteGames } from '../load-favourite-games';

/**
 * The favourites of the current session, loaded once per session: startup loads them for a stored
 * session, this loads them after a login made later (the first tile on screen asks).
 */
export function useFavourites() {
  const state = useFavouriteIds();
  const { playerSessionId } = useSession();
  useEffect(() => {
    if (!playerSessionId) return;
    const current = favouritesStore.get();
    if (current.playerSessionId === playerSessionId && current.status !== 'idle') return;
    loadFavouriteGames().catch(() => undefined);
  }, [playerSessionId]);
  return state;
}

/** One game's heart: the id is added or removed only once the server said yes (spec section 4). */
export function useFavouriteGame(game: Pick<Game, 'id' | 'title'>) {
  const { t } = useTranslation('games');
  const { playerSessionId } = useSession();
  const { ids } = useFavourites();
  const isFavourite = ids.includes(game.id);
  const mutation = useMutation({
    mutationFn: (add: boolean) => {
      const body = { gameid: game.id, gametitle: game.title };
      return add ? addFavoriteGame(body) : removeFavoriteGame(body);
    },
    onSuccess: (_data, add) => {
      if (!playerSessionId) return;
      if (add) appendFavourite(playerSessionId, game.id);
      else deleteFavourite(playerSessionId, game.id);
    },
    onError: (_error, add) => notify(add ? t('favourites.addFailed') : t('favourites.removeFailed'), 'error'),
  });
  return {
    isFavourite,
    isBusy: mutation.isPending,
    toggle: () => mutation.mutate(!isFavourite),
  };
}
