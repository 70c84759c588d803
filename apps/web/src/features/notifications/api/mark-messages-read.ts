import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import { playerMessagesQueryOptions } from './get-player-messages';

/** POST /player/messages/read: everything in the inbox counts as read from now on. */
export function markMessagesRead(): Promise<unknown> {
  return api.post<unknown>('/player/messages/read', undefined, { showMessage: false });
}

export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  const { playerSessionId } = useSession();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: playerMessagesQueryOptions(playerSessionId).queryKey }),
  });
}
