import type { GameFilterCategory, GameListData, GameSort } from '@casino/contract/games';
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
export function getFilteredGames(request: GameFilterRequest, signal?: AbortSignal): Promise<GameListData> {
  const { category, provider, sort, limit, offset, onlyCategory } = request;
  const segments = [category, provider || 'all', sort, limit, offset].map((part) =>
    encodeURIComponent(String(part)),
  );
  return api.get<GameListData>(`/games/filter/${segments.join('/')}`, {
    query: onlyCategory ? { [onlyCategory]: true } : undefined,
    signal,
  });
}
