import type { ChatMessage } from '@casino/contract/live-chat';
import { chatConversations, type contactMessages } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import type { ChatBus } from './chat-bus';
import { insertMessage, toChatMessage } from './chat-db';

/**
 * A contact-form message as a conversation of the agents' inbox (channel `email`): its sender's name,
 * address and language, the message as its first message, waiting from now. Once per message.
 */
export async function openContactConversation(
  db: DbExecutor,
  contact: Pick<
    typeof contactMessages.$inferSelect,
    'id' | 'playerId' | 'name' | 'email' | 'message' | 'language' | 'createdAt'
  >,
): Promise<ChatMessage | null> {
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      channel: 'email',
      playerId: contact.playerId,
      contactMessageId: contact.id,
      contactName: contact.name,
      contactEmail: contact.email,
      language: contact.language,
      createdAt: contact.createdAt,
      updatedAt: contact.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  if (!conversation) return null;
  const { row } = await insertMessage(db, {
    conversationId: conversation.id,
    sender: 'player',
    body: contact.message,
    now: contact.createdAt,
  });
  return toChatMessage(row);
}

/** The agents' consoles hear of the new contact conversation at once (no player socket does). */
export function announceContactConversation(chatBus: ChatBus | undefined, message: ChatMessage | null) {
  if (chatBus && message) chatBus.emit({ playerId: null, event: { type: 'message', message } });
}
