import type { GamblingLimitsData, LimitPeriod } from '@casino/contract/responsible-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { limitsQueryOptions } from './get-limits';

/** POST /player/limits/confirm: applies a raised limit once its 24 hours have passed. */
export function confirmLimit(period: LimitPeriod): Promise<GamblingLimitsData> {
  return api.call(playerApi.confirmDepositLimit, { body: { period } });
}

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSuccess: (data) => queryClient.setQueryData(limitsQueryOptions().queryKey, data),
  });
}
