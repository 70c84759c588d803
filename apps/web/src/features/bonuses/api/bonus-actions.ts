import type { BonusActionData } from '@casino/contract/bonuses';
import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshWallet } from '@/features/player/hooks/use-refresh-wallet';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import { playerBonusesQueryKey } from './get-player-bonuses';

/** POST /player/bonuses/:id/activate: a waiting bonus becomes the active one. */
export function activateBonus(id: string): Promise<BonusActionData> {
  return api.call(playerApi.activateBonus, { params: { id }, showMessage: false });
}

/** POST /player/bonuses/claim: Activate Bonus on an offer (a campaign the player may claim). */
export function claimBonus(campaign: string): Promise<BonusActionData> {
  return api.call(playerApi.claimBonus, { body: { campaign }, showMessage: false });
}

/** POST /player/bonuses/code: Add Bonus with a promotion code. */
export function redeemBonusCode(code: string): Promise<BonusActionData> {
  return api.call(playerApi.redeemBonusCode, { body: { code }, showMessage: false });
}

/**
 * Every bonus action (and a refusal, which says the standing moved) refreshes the bonuses and the
 * balance: a granted bonus changes the header's bonus amount at once.
 */
function useBonusMutation<Input>(mutationFn: (input: Input) => Promise<BonusActionData>) {
  const queryClient = useQueryClient();
  const { playerSessionId } = useSession();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerBonusesQueryKey(playerSessionId) }),
        refreshWallet(queryClient, playerSessionId),
      ]),
  });
}

export const useActivateBonus = () => useBonusMutation(activateBonus);
export const useClaimBonus = () => useBonusMutation(claimBonus);
export const useRedeemBonusCode = () => useBonusMutation(redeemBonusCode);
