import type { ChatMessage, ChatStateData } from '@casino/contract/live-chat';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playerScopeKey } from '@/features/player/api/get-player';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export type { ChatMessage, ChatStateData };

export const chatKey = (playerSessionId: string | null) =>
  [...playerScopeKey(playerSessionId), 'chat'] as const;

export const chatQueryOptions = (playerSessionId: string | null, isEnabled: boolean) =>
  queryOptions({
    queryKey: chatKey(playerSessionId),
    queryFn: () => api.call(playerApi.getChat),
    enabled: !!playerSessionId && isEnabled,
  });

/** The widget's state while it is open: the socket keeps it current, so it is never polled. */
export function useChat(isEnabled: boolean) {
  const { playerSessionId } = useSession();
  return useQuery(chatQueryOptions(playerSessionId, isEnabled));
}

/** A message in the cached conversation: once, in the order of the ids (the server's order). */
export function withMessage(data: ChatStateData, message: ChatMessage): ChatStateData {
  if (data.messages.some((each) => each.id === message.id)) return data;
  const messages = [...data.messages, message].sort((a, b) =>
    a.id.length === b.id.length ? a.id.localeCompare(b.id) : a.id.length - b.id.length,
  );
  const conversation = data.conversation ?? {
    id: message.conversationId,
    status: 'open' as const,
    playerReadId: null,
    agentReadId: null,
  };
  return { ...data, conversation, messages };
}

export function useSendChatMessage() {
  const { playerSessionId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; clientKey: string }) =>
      api.call(playerApi.sendChatMessage, { body: input, showMessage: false }),
    onSuccess: (message) =>
      queryClient.setQueryData(chatKey(playerSessionId), (data: ChatStateData | undefined) =>
        data ? withMessage(data, message) : data,
      ),
  });
}

export function markChatRead(lastMessageId: string): Promise<null> {
  return api.call(playerApi.markChatRead, { body: { lastMessageId }, showMessage: false });
}

export function useEmailTranscript() {
  return useMutation({ mutationFn: () => api.call(playerApi.emailChatTranscript) });
}
