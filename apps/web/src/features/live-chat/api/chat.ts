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
    // A read that left before a push arrived must not take the pushed message away again.
    structuralSharing: (previous, next) =>
      mergeChatState(previous as ChatStateData | undefined, next as ChatStateData),
  });

/** The widget's state while it is open: the socket keeps it current, so it is never polled. */
export function useChat(isEnabled: boolean) {
  const { playerSessionId } = useSession();
  return useQuery(chatQueryOptions(playerSessionId, isEnabled));
}

/** Message ids are decimal strings of a bigint: a shorter one is smaller. */
const compareIds = (a: string, b: string) =>
  a.length === b.length ? a.localeCompare(b) : a.length - b.length;

/** A message in the cached conversation: once, in the order of the ids (the server's order). */
export function withMessage(data: ChatStateData, message: ChatMessage): ChatStateData {
  if (data.messages.some((each) => each.id === message.id)) return data;
  const messages = [...data.messages, message].sort((a, b) => compareIds(a.id, b.id));
  const conversation = data.conversation ?? {
    id: message.conversationId,
    status: 'open' as const,
    playerReadId: null,
    agentReadId: null,
  };
  return { ...data, conversation, messages };
}

const laterId = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : compareIds(a, b) >= 0 ? a : b;

/**
 * The server's answer merged with what the cache already holds of the same conversation: messages
 * are never taken back, read marks only move forward and a closed conversation stays closed. A
 * pushed message that arrived while an older read was on its way therefore survives that read.
 */
export function mergeChatState(previous: ChatStateData | undefined, next: ChatStateData): ChatStateData {
  const was = previous?.conversation;
  const now = next.conversation;
  if (!previous || !was || !now || was.id !== now.id) return next;
  let merged = next;
  for (const message of previous.messages)
    if (message.conversationId === now.id) merged = withMessage(merged, message);
  return {
    ...merged,
    conversation: {
      ...now,
      status: was.status === 'closed' ? 'closed' : now.status,
      playerReadId: laterId(was.playerReadId, now.playerReadId),
      agentReadId: laterId(was.agentReadId, now.agentReadId),
    },
  };
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

/** POST /player/chat/attachments: one file in the field `file`; the server says why a file is refused. */
export function useSendChatAttachment() {
  const { playerSessionId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.call(playerApi.sendChatAttachment, { body });
    },
    onSuccess: (message) =>
      queryClient.setQueryData(chatKey(playerSessionId), (data: ChatStateData | undefined) =>
        data ? withMessage(data, message) : data,
      ),
  });
}

/** A file of the player's conversation, read once per message (a file never changes). */
export function useChatAttachment(messageId: string) {
  const { playerSessionId } = useSession();
  return useQuery({
    queryKey: [...chatKey(playerSessionId), 'attachment', messageId] as const,
    queryFn: () => api.call(playerApi.getChatAttachment, { params: { messageId }, showMessage: false }),
    staleTime: Infinity,
  });
}

/** The file limit the chat shares with identity documents (the same server setting). */
export function useChatFileLimit(): number | null {
  const { playerSessionId } = useSession();
  const { data } = useQuery({
    queryKey: [...chatKey(playerSessionId), 'file-limit'] as const,
    queryFn: () => api.call(playerApi.getDocumentsSchema),
    enabled: !!playerSessionId,
    staleTime: 10 * 60_000,
  });
  return data?.maxSizeBytes ?? null;
}
