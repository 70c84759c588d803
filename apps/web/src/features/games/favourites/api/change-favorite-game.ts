import type { FavoriteGameBody } from '@casino/contract/games';
import { api } from '@/lib/api';

type FavoriteIds = { favorites: string[] };

/** POST /player/addFavoriteGame {gameid, gametitle} */
export function addFavoriteGame(body: FavoriteGameBody): Promise<FavoriteIds> {
  return api.post<FavoriteIds>('/player/addFavoriteGame', body, { showMessage: false });
}

/** DELETE /player/removeFavoriteGame {gameid, gametitle} */
export function removeFavoriteGame(body: FavoriteGameBody): Promise<FavoriteIds> {
  return api.request<FavoriteIds>('/player/removeFavoriteGame', {
    method: 'DELETE',
    body,
    showMessage: false,
  });
}
