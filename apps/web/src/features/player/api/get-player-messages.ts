import type { PlayerMessage } from '@casino/contract/player';
import type { RouteData } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import { playerScopeKey } from '@/features/player/api/get-player';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';

export type PlayerMessagesData = RouteData<typeof playerApi.listMessages>;
export type { PlayerMessage };

/** GET /player/messages: uncleared, same-date messages merged, in the language of the request. */
export function getPlayerMessages(): Promise<PlayerMessagesData> {
  return api.call(playerApi.listMessages);
}

/** Polled while logged in so a message that arrives during the visit raises its notice. */
const pollMs = 60_000;

/** Every language's copy of the player's messages: what a state change invalidates. */
export const playerMessagesKey = (playerSessionId: string | null) =>
  [...playerScopeKey(playerSessionId), 'messages'] as const;

// The server writes the texts in the request's language: another language is another answer.
export const playerMessagesQueryOptions = (playerSessionId: string | null, language = i18n.language) =>
  queryOptions({
    queryKey: [...playerMessagesKey(playerSessionId), language] as const,
    queryFn: getPlayerMessages,
    enabled: !!playerSessionId,
    refetchInterval: pollMs,
  });

export function usePlayerMessages() {
  const { playerSessionId } = useSession();
  const { i18n: current } = useTranslation();
  return useQuery(playerMessagesQueryOptions(playerSessionId, current.language));
}
