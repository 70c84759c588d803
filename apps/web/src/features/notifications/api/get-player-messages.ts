import type { PlayerMessage, playerMessagesDataSchema } from '@casino/contract/player';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerScopeKey } from '@/features/player/api/get-player';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import type { SchemaOutput } from '@/lib/schema-type';

export type PlayerMessagesData = SchemaOutput<typeof playerMessagesDataSchema>;
export type { PlayerMessage };

/** GET /player/messages: same-date messages already merged by the server, with the unread count. */
export function getPlayerMessages(): Promise<PlayerMessagesData> {
  return api.get<PlayerMessagesData>('/player/messages');
}

/** Polled while logged in so a message that arrives during the visit raises its notice. */
const pollMs = 60_000;

export const playerMessagesQueryOptions = (playerSessionId: string | null) =>
  queryOptions({
    queryKey: [...playerScopeKey(playerSessionId), 'messages'] as const,
    queryFn: getPlayerMessages,
    enabled: !!playerSessionId,
    refetchInterval: pollMs,
  });

export function usePlayerMessages() {
  const { playerSessionId } = useSession();
  return useQuery(playerMessagesQueryOptions(playerSessionId));
}
