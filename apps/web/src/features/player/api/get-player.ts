import { api } from '@/lib/api';

/**
 * GET /player. The player issue defines the response in the contract; until then the data is kept
 * as the server sent it and nothing reads its fields. Only called with a stored player session id.
 */
export function getPlayer(): Promise<unknown> {
  return api.get<unknown>('/player');
}
