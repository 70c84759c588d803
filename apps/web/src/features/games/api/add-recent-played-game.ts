import { api } from '@/lib/api';

/** POST /player/addRecentPlayedGame: what the player opened last, for the recently played list. */
export function addRecentPlayedGame(gameId: string): Promise<unknown> {
  return api.post('/player/addRecentPlayedGame', { gameid: gameId }, { showMessage: false });
}
