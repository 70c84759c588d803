import { api } from '@/lib/api';

/** GET /player/logout: ends the session on the server. */
export function callLogout(): Promise<unknown> {
  return api.get<unknown>('/player/logout');
}
