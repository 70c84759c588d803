import type { GamblingLimitsData } from '@casino/contract/responsible-gambling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** GET /player/limits: deposit limits (current and pending), self-exclusion and the reality check. */
export function getLimits(): Promise<GamblingLimitsData> {
  return api.call(playerApi.getLimits);
}

export const limitsQueryOptions = () => queryOptions({ queryKey: ['player', 'limits'], queryFn: getLimits });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
