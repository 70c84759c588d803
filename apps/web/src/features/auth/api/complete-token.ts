import type { completeTokenDataSchema } from '@casino/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type CompleteTokenData = SchemaOutput<typeof completeTokenDataSchema>;

/** POST /register/complete/token: confirms the e-mail address of the mailed link. */
export function completeRegistrationToken(token: string): Promise<CompleteTokenData> {
  return api.post<CompleteTokenData>('/register/complete/token', { token }, { showMessage: false });
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
