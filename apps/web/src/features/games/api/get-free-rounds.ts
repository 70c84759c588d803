import type { PlayerFreeRound } from '@casino/contract/free-rounds';
import { playerApi } from '@casino/contract/routes/player-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import { playerScopeKey } from '@/features/player/api/get-player';

export const freeSpinsPollMs = 10_000;

/** GET /player/freeRounds: the free spins the casino granted the player, still playable. */
export function getFreeRounds(): Promise<{ freeRounds: PlayerFreeRound[] }> {
  return api.call(playerApi.listFreeRounds);
}

export const freeRoundsQueryKey = (playerSessionId: string | null) =>
  [...playerScopeKey(playerSessionId), 'freeRounds'] as const;

/** The free spins left on one game (0 when none, or while they load or could not be read). */
export function useFreeSpinsLeft(gameId: string | undefined, isEnabled: boolean): number {
  const { playerSessionId } = useSession();
  const query = useQuery({
    queryKey: freeRoundsQueryKey(playerSessionId),
    queryFn: getFreeRounds,
    enabled: isEnabled && !!playerSessionId && !!gameId,
    retry: false,
    // The spins are played in the game's frame: while some are left here, the count is read again.
    refetchInterval: (query) =>
      query.state.data?.freeRounds.some((grant) => grant.gameId === gameId) ? freeSpinsPollMs : false,
  });
  return (query.data?.freeRounds ?? [])
    .filter((grant) => grant.gameId === gameId)
    .reduce((left, grant) => left + grant.roundsLeft, 0);
}
