import type { SkinConfigData } from '@casino/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { titleSuffixStore } from '@/lib/document-title';
import { applySkinTheme } from '../apply-skin-theme';

export function getSkinConfig(): Promise<SkinConfigData> {
  return api.call(playerApi.getSkinConfig);
}

export const skinConfigQueryOptions = () =>
  queryOptions({ queryKey: ['skinConfig'], queryFn: getSkinConfig, staleTime: 10 * 60_000 });

export function useSkinConfig() {
  return useQuery(skinConfigQueryOptions());
}

/** Paints the skin's theme over the design tokens and names the tabs once the config has arrived. */
export function useSkinTheme(): void {
  const { data } = useSkinConfig();
  useEffect(() => {
    if (!data) return;
    applySkinTheme(data.theme);
    titleSuffixStore.set(data.skinName);
  }, [data]);
}
