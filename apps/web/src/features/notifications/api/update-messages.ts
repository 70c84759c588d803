import type { MessageSelectionBody } from '@casino/contract/player';
import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import { playerMessagesKey, type PlayerMessagesData } from '@/features/player/api/get-player-messages';

/** The state calls of the inbox; the server keeps it, so it holds in every session and browser. */
export type MessageState = 'read' | 'clear' | 'announced';

const stateRoutes = {
  read: playerApi.markMessagesRead,
  clear: playerApi.clearMessages,
  announced: playerApi.markMessagesAnnounced,
} as const;

export function updateMessages(state: MessageState, selection: MessageSelectionBody): Promise<null> {
  return api.call(stateRoutes[state], { body: selection, showMessage: false });
}

const isSelected = (selection: MessageSelectionBody, index: number) =>
  'all' in selection || selection.index === index;

/** How the cached inbox looks once the server has done it, shown at once. */
function applyLocally(
  data: PlayerMessagesData,
  state: MessageState,
  selection: MessageSelectionBody,
): PlayerMessagesData {
  if (state === 'clear') {
    const messages = data.messages.filter((message) => !isSelected(selection, message.index));
    return { messages, unread: messages.filter((message) => !message.isRead).length };
  }
  const field = state === 'read' ? 'isRead' : 'isAnnounced';
  const messages = data.messages.map((message) =>
    isSelected(selection, message.index) ? { ...message, [field]: true } : message,
  );
  return { messages, unread: messages.filter((message) => !message.isRead).length };
}

export function useUpdateMessages(state: MessageState) {
  const queryClient = useQueryClient();
  const { playerSessionId } = useSession();
  const queryKey = playerMessagesKey(playerSessionId);
  return useMutation({
    mutationFn: (selection: MessageSelectionBody) => updateMessages(state, selection),
    onMutate: async (selection) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueriesData<PlayerMessagesData>({ queryKey }, (data) =>
        data ? applyLocally(data, state, selection) : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
