import type { GamblingLimitsData, SetDepositLimitBody } from '@casino/contract/responsible-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { limitsQueryOptions } from './get-limits';

/** POST /player/limits: a lower limit applies at once, a higher one waits 24 hours and a confirmation. */
export function setLimit(body: SetDepositLimitBody): Promise<GamblingLimitsData> {
  return api.call(playerApi.setDepositLimit, { body });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (data) => queryClient.setQueryData(limitsQueryOptions().queryKey, data),
  });
}
