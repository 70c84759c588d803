import type { RealityCheckStatus } from '@casino/contract/responsible-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { realityCheckQueryOptions } from './get-reality-check';

/** POST /player/realityCheck/acknowledge: play goes on until the next interval. */
export function acknowledgeRealityCheck(): Promise<RealityCheckStatus> {
  return api.call(playerApi.acknowledgeRealityCheck, { showMessage: false });
}

export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: (data) => queryClient.setQueryData(realityCheckQueryOptions().queryKey, data),
  });
}
