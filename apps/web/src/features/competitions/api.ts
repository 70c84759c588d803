import type { SlotRaceStandings } from '@casino/contract/competitions';
import { playerApi } from '@casino/contract/routes/player-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { pickApiBase, readAppConfig } from '@/lib/app-config';
import { useSession } from '@/lib/session';

export const leaderboardIds = ['all', 'daily', 'weekly', 'monthly'] as const;
export type LeaderboardId = (typeof leaderboardIds)[number];
export const leaderboardPageSize = 50;

/** Under the player session, so a log in or out asks again (prizes in the player's currency). */
export function useChallenges() {
  const { playerSessionId } = useSession();
  return useQuery({
    queryKey: ['competitions', playerSessionId, 'challenges'],
    queryFn: () => api.call(playerApi.listChallenges, { showMessage: false }),
    staleTime: 15_000,
  });
}

export function useLeaderboard(id: LeaderboardId, page: number) {
  const { playerSessionId } = useSession();
  return useQuery({
    queryKey: ['competitions', playerSessionId, 'leaderboard', id, page],
    queryFn: () =>
      api.call(playerApi.getPlayerLeaderboard, {
        params: { id },
        query: { limit: leaderboardPageSize, offset: (page - 1) * leaderboardPageSize },
        showMessage: false,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useShowName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (show: boolean) => api.call(playerApi.setLeaderboardName, { body: { show } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['competitions'] }),
  });
}

export function useSlotRaces() {
  const { playerSessionId } = useSession();
  return useQuery({
    queryKey: ['competitions', playerSessionId, 'slotRaces'],
    queryFn: () => api.call(playerApi.listSlotRaces, { showMessage: false }),
    staleTime: 30_000,
  });
}

export function useSlotRace(url: string) {
  const { playerSessionId } = useSession();
  return useQuery({
    queryKey: ['competitions', playerSessionId, 'slotRace', url],
    queryFn: () => api.call(playerApi.getSlotRace, { params: { url }, showMessage: false }),
    enabled: url !== '',
  });
}

/** Where a race's live standings stream (outside the versioned API: an EventSource sends no headers). */
export function liveStandingsUrl(url: string): string {
  const base = pickApiBase(window.location.hostname, readAppConfig()).replace(/\/api\/v\d+$/, '');
  return `${base}/live/slotRaces/${encodeURIComponent(url)}`;
}

/**
 * The race's standings pushed by the server (server-sent events) while the page is open; each push
 * also refreshes the player's own place. Null until the first push.
 */
export function useLiveStandings(url: string | null): SlotRaceStandings | null {
  const client = useQueryClient();
  const [live, setLive] = useState<SlotRaceStandings | null>(null);
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(liveStandingsUrl(url));
    const onStandings = (event: MessageEvent<string>) => {
      try {
        setLive(JSON.parse(event.data) as SlotRaceStandings);
        void client.invalidateQueries({
          queryKey: ['competitions'],
          predicate: (query) => query.queryKey.includes(url),
        });
      } catch {
        // A malformed push is skipped; the next one replaces it.
      }
    };
    source.addEventListener('standings', onStandings as EventListener);
    return () => {
      source.removeEventListener('standings', onStandings as EventListener);
      source.close();
    };
  }, [url, client]);
  return live;
}
