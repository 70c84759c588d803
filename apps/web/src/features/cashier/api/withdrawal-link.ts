import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import type { SubmitWithdrawalAddressBody, WithdrawalLink } from '@/lib/wallet-types';

/** The e-mailed link's token is the proof: these calls need no player session (docs/payments.md). */
export function getWithdrawalLink(token: string): Promise<WithdrawalLink> {
  return api.call(playerApi.getWithdrawalLink, { params: { token } });
}

export const withdrawalLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['withdrawalLink', token] as const,
    queryFn: () => getWithdrawalLink(token),
    retry: false,
  });

export function useWithdrawalLink(token: string) {
  return useQuery(withdrawalLinkQueryOptions(token));
}

export function submitWithdrawalAddress(
  token: string,
  body: SubmitWithdrawalAddressBody,
): Promise<WithdrawalLink> {
  return api.call(playerApi.submitWithdrawalAddress, { params: { token }, body, showMessage: false });
}

export function useSubmitWithdrawalAddress(token: string) {
  return useMutation({
    mutationFn: (body: SubmitWithdrawalAddressBody) => submitWithdrawalAddress(token, body),
  });
}
