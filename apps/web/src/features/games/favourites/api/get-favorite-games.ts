import type { GameListData } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** Spec sections 7 and 9: the favourites list is fetched 40 at a time, from offset 0. */
export const favouritesPageSize = 40;

/** GET /player/favoriteGames?limit&offset: the player's favourite games, newest first. */
export function getFavoriteGames(offset = 0, signal?: AbortSignal): Promise<GameListData> {
  return api.call(playerApi.listFavoriteGames, {
    query: { limit: String(favouritesPageSize), offset: String(offset) },
    signal,
  });
}
