import type { RealityCheckStatus } from '@casino/contract/responsible-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { realityCheckQueryOptions } from './get-reality-check';

/** POST /player/realityCheck: the interval in minutes, or null to switch the checks off. */
export function setRealityCheck(intervalMinutes: number | null): Promise<RealityCheckStatus> {
  return api.post<RealityCheckStatus>('/player/realityCheck', { intervalMinutes });
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
