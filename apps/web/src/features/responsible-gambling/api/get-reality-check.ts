import type { RealityCheckStatus } from '@casino/contract/responsible-gambling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** Asked every minute while a player is logged in: a due check must show on whatever page is open. */
export const realityCheckPollMs = 60_000;

/** GET /player/realityCheck: the chosen interval, the session's minutes, and whether a check is due. */
export function getRealityCheck(): Promise<RealityCheckStatus> {
  return api.call(playerApi.getRealityCheck);
}

export const realityCheckQueryOptions = () =>
  queryOptions({ queryKey: ['player', 'realityCheck'], queryFn: getRealityCheck });

export function useRealityCheck(options: { enabled: boolean; poll?: boolean }) {
  return useQuery({
    ...realityCheckQueryOptions(),
    enabled: options.enabled,
    refetchInterval: options.poll ? realityCheckPollMs : false,
    // A background tab still counts the session's time; the check must be there when the player returns.
    refetchIntervalInBackground: true,
  });
}
