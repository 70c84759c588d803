import type { GameFilterCategory, GameListData } from '@casino/contract/games';
import { api } from '@/lib/api';

export interface GameSearchRequest {
  title: string;
  limit: number;
  offset: number;
  category?: GameFilterCategory;
  provider?: string;
}

/** GET /games/search/{title}?limit&offset&category&provider: ranked by how well the title matches. */
export function searchGames(request: GameSearchRequest, signal?: AbortSignal): Promise<GameListData> {
  const { title, limit, offset, category, provider } = request;
  return api.get<GameListData>(`/games/search/${encodeURIComponent(title.trim())}`, {
    query: {
      limit,
      offset,
      category: category === 'all' ? undefined : category,
      provider: provider && provider !== 'all' ? provider : undefined,
    },
    signal,
  });
}
