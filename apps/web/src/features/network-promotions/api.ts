import { playerApi } from '@casino/contract/routes/player-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

/** Under the player session, so a log in or out asks again (amounts in the player's currency). */
export function useNetworkPromotions() {
  const { playerSessionId } = useSession();
  return useQuery({
    queryKey: ['network-promotions', playerSessionId, 'list'],
    queryFn: () => api.call(playerApi.listNetworkPromotions, { showMessage: false }),
    staleTime: 60_000,
  });
}

export function useNetworkPromotion(url: string) {
  const { playerSessionId } = useSession();
  return useQuery({
    queryKey: ['network-promotions', playerSessionId, 'detail', url],
    queryFn: () => api.call(playerApi.getNetworkPromotion, { params: { url }, showMessage: false }),
    enabled: url !== '',
    staleTime: 30_000,
  });
}
