import type { GameFilterCategory, GameSort } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

export interface GameFilterRequest {
  category: GameFilterCategory;
  provider: string;
  sort: GameSort;
  limit: number;
  offset: number;
  /** The list shortcuts of spec section 7: keep a tag sub-list inside its list's category. */
  onlyCategory?: 'crash-and-fast' | 'livecasino';
}

/** GET /games/filter/{category}/{provider}/{sort}/{limit}/{offset}[?crash-and-fast=true|livecasino=true] */
export function getFilteredGames(request: GameFilterRequest, signal?: AbortSignal) {
  const { category, provider, sort, limit, offset, onlyCategory } = request;
  return api.call(playerApi.listFilteredGames, {
    params: { category, provider: provider || 'all', sort, limit: String(limit), offset: String(offset) },
    query: onlyCategory ? { [onlyCategory]: 'true' as const } : undefined,
    signal,
  });
}
