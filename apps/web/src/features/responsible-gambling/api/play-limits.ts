import type {
  GamblingLimitsData,
  PlayLimitKind,
  PlayLimitPeriod,
  SetPlayLimitBody,
} from '@casino/contract/responsible-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { limitsQueryOptions } from './get-limits';

/** POST /player/playLimits: a tighter loss, wager or session limit applies at once, a looser one in 24 hours. */
export function setPlayLimit(body: SetPlayLimitBody): Promise<GamblingLimitsData> {
  return api.call(playerApi.setPlayLimit, { body });
}

/** POST /player/playLimits/confirm: applies a loosened limit once its 24 hours have passed. */
export function confirmPlayLimit(slot: {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
}): Promise<GamblingLimitsData> {
  return api.call(playerApi.confirmPlayLimit, { body: slot });
}

function useLimitsMutation<T>(mutationFn: (input: T) => Promise<GamblingLimitsData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => queryClient.setQueryData(limitsQueryOptions().queryKey, data),
  });
}

export const useSetPlayLimit = () => useLimitsMutation(setPlayLimit);
export const useConfirmPlayLimit = () => useLimitsMutation(confirmPlayLimit);
