import type { ClaimCashbackData } from '@casino/contract/loyalty';
import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshWallet } from '@/features/player/hooks/use-refresh-wallet';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import { loyaltyQueryKey } from './get-loyalty';

/** POST /player/cashback/claim: credits the available cashback to the cash balance, once a UTC day. */
export function claimCashback(): Promise<ClaimCashbackData> {
  return api.call(playerApi.claimCashback, { showMessage: false });
}

/** After a claim (or a refusal, which says the standing moved) the cashback and the balance follow. */
export function useClaimCashback() {
  const queryClient = useQueryClient();
  const { playerSessionId } = useSession();
  return useMutation({
    mutationFn: claimCashback,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyQueryKey(playerSessionId) }),
        refreshWallet(queryClient, playerSessionId),
      ]),
  });
}
