import type { RealityCheckStatus } from '@casino/contract/responsible-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import type { RealityCheckInterval } from '@casino/contract/values/responsible-gambling';
import { api } from '@/lib/api';
import { realityCheckQueryOptions } from './get-reality-check';

/** POST /player/realityCheck: the interval in minutes, or null to switch the checks off. */
export function setRealityCheck(intervalMinutes: RealityCheckInterval | null): Promise<RealityCheckStatus> {
  return api.call(playerApi.setRealityCheck, { body: { intervalMinutes } });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (data) => {
      queryClient.setQueryData(realityCheckQueryOptions().queryKey, data);
      return queryClient.invalidateQueries({ queryKey: ['player', 'limits'] });
    },
  });
}
