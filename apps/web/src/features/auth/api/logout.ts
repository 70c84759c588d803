import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** GET /player/logout: ends the session on the server. */
export function callLogout(): Promise<null> {
  return api.call(playerApi.logout);
}
