import type { GamblingLimitsData } from '@casino/contract/responsible-gambling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /player/limits: deposit limits (current and pending), self-exclusion and the reality check. */
export function getLimits(): Promise<GamblingLimitsData> {
  return api.get<GamblingLimitsData>('/player/limits');
}

export const limitsQueryOptions = () => queryOptions({ queryKey: ['player', 'limits'], queryFn: getLimits });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
