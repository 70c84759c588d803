import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** POST /player/addRecentPlayedGame: what the player opened last, for the recently played list. */
export function addRecentPlayedGame(gameId: string): Promise<unknown> {
  return api.call(playerApi.addRecentPlayedGame, { body: { gameid: gameId }, showMessage: false });
}
