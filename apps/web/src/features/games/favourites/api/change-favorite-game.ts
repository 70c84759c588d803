import type { FavoriteGameBody } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** POST /player/addFavoriteGame {gameid, gametitle} */
export function addFavoriteGame(body: FavoriteGameBody) {
  return api.call(playerApi.addFavoriteGame, { body, showMessage: false });
}

/** DELETE /player/removeFavoriteGame {gameid, gametitle} */
export function removeFavoriteGame(body: FavoriteGameBody) {
  return api.call(playerApi.removeFavoriteGame, { body, showMessage: false });
}
