import type { SkinMenuData } from '@casino/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** GET /skinMenu: labels come translated for x-language, so the query is per language. */
export function getSkinMenu(): Promise<SkinMenuData> {
  return api.call(playerApi.getSkinMenu);
}

export const skinMenuQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['skinMenu', language], queryFn: getSkinMenu, staleTime: 10 * 60_000 });

export function useSkinMenu(language: string) {
  return useQuery(skinMenuQueryOptions(language));
}
