import type { ChatMessage, ChatSocketEvent } from '@casino/contract/live-chat';
import type { RouteData } from '@casino/contract/routes/define';
import type { staffApi } from '../../lib/staff-api';

export type AgentConversation = RouteData<typeof staffApi.getChatConversation>;
export type QueueEntry = RouteData<typeof staffApi.listChatQueue>['conversations'][number];

/** Message ids are decimal strings of a bigint: a shorter one is smaller. */
export const compareIds = (a: string, b: string) =>
  a.length === b.length ? a.localeCompare(b) : a.length - b.length;

/** A message in the conversation: once, in the order of the ids (the server's order). */
export function withMessage(data: AgentConversation, message: ChatMessage): AgentConversation {
  if (message.conversationId !== data.conversation.id) return data;
  if (data.messages.some((each) => each.id === message.id)) return data;
  const messages = [...data.messages, message].sort((a, b) => compareIds(a.id, b.id));
  return { ...data, messages };
}

/** What a pushed event changes in the conversation on screen (nothing when it is another's). */
export function applyEvent(data: AgentConversation, event: ChatSocketEvent): AgentConversation {
  if (event.type === 'message') return withMessage(data, event.message);
  if (!('conversationId' in event) || event.conversationId !== data.conversation.id) return data;
  if (event.type === 'read' && event.by === 'player')
    return { ...data, conversation: { ...data.conversation, playerReadId: event.lastMessageId } };
  if (event.type === 'closed') return { ...data, conversation: { ...data.conversation, status: 'closed' } };
  return data;
}

/** The newest message the player wrote: what the agent marks read on opening it. */
export const lastPlayerMessageId = (data: AgentConversation) =>
  data.messages.filter((message) => message.from === 'player').at(-1)?.id ?? null;
