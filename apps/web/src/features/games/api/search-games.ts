import type { GameFilterCategory } from '@casino/contract/games';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

export interface GameSearchRequest {
  title: string;
  limit: number;
  offset: number;
  category?: GameFilterCategory;
  provider?: string;
}

/** GET /games/search/{title}?limit&offset&category&provider: ranked by how well the title matches. */
export function searchGames(request: GameSearchRequest, signal?: AbortSignal) {
  const { title, limit, offset, category, provider } = request;
  return api.call(playerApi.searchGames, {
    params: { title: title.trim() },
    query: {
      limit: String(limit),
      offset: String(offset),
      category: category === 'all' ? undefined : category,
      provider: provider && provider !== 'all' ? provider : undefined,
    },
    signal,
  });
}
