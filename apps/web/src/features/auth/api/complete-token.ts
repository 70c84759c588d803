import type { RouteData } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type CompleteTokenData = RouteData<typeof playerApi.completeToken>;

/** POST /register/complete/token: confirms the e-mail address of the mailed link. */
export function completeRegistrationToken(token: string): Promise<CompleteTokenData> {
  return api.call(playerApi.completeToken, { body: { token }, showMessage: false });
}

/**
 * Opening the link is the confirmation, so it runs as a query: one call per token even when React
 * mounts the page twice, and never again for the same token (it is single-use).
 */
export const completeTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['register-token', token],
    queryFn: () => completeRegistrationToken(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useCompleteRegistrationToken(token: string) {
  return useQuery({ ...completeTokenQueryOptions(token), enabled: token !== '' });
}
