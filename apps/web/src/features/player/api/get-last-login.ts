import type { lastLoggedInDataSchema } from '@casino/contract/player';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { SchemaOutput } from '@/lib/schema-type';
import { playerScopeKey } from './get-player';

export type LastLoggedInData = SchemaOutput<typeof lastLoggedInDataSchema>;

/** GET /player/lastLoggedInData: the login before the current one. */
export function getLastLogin(): Promise<LastLoggedInData> {
  return api.call(playerApi.getLastLogin);
}

export const lastLoginQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'lastLogin'] as const,
    queryFn: getLastLogin,
    enabled: !!playerSessionId,
  });

export function useLastLogin() {
  const { playerSessionId } = useSession();
  return useQuery(lastLoginQueryOptions(playerSessionId));
}
