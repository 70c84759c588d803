import type { ChatMessage } from '@casino/contract';
import { and, eq, sql } from 'drizzle-orm';
import { chatConversations, contactMessages, type ChatConversationRow } from '../../db/schema';
import { inTransaction, type DbTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { sendEmail } from '../email/send-email';
import { notifyPlayer } from '../notifications/notify-player';
import { conversationOf } from './agent-queue';
import { insertMessage, markRead, pushedPlayerOf, toChatMessage } from './chat-db';
import { cleanChatText, type ChatDeps } from './player-chat';

/** Takes an open conversation for this agent (another agent's is taken over). */
export async function assignConversation(deps: ChatDeps, id: string, staffId: string): Promise<void> {
  const conversation = await conversationOf(deps, id);
  if (conversation.status !== 'open') throw new AppError('chat_conversation_closed');
  await deps.db
    .update(chatConversations)
    .set({ assignedStaffId: staffId })
    .where(eq(chatConversations.id, id));
}

/** The player of a chat learns of the answer in their bell too, away from the chat. */
async function notifyOfAnswer(
  tx: DbTransaction,
  conversation: ChatConversationRow,
  input: { messageId: bigint; text: string; now: Date },
) {
  const playerId = pushedPlayerOf(conversation);
  if (!playerId) return;
  const excerpt = input.text.length > 120 ? `${input.text.slice(0, 119)}…` : input.text;
  await notifyPlayer(tx, {
    playerId,
    kind: 'agent_message',
    sourceKey: `chat:${input.messageId}`,
    params: { text: excerpt },
    now: input.now,
  });
}

/** A contact-form message is answered by e-mail, in the language it was written in, quoting it. */
async function mailAnswer(deps: ChatDeps, conversation: ChatConversationRow, answer: string) {
  if (!conversation.contactMessageId || !conversation.contactEmail) return;
  const [original] = await deps.db
    .select({ message: contactMessages.message })
    .from(contactMessages)
    .where(eq(contactMessages.id, conversation.contactMessageId));
  await sendEmail(deps, {
    to: conversation.contactEmail,
    template: 'contact-reply',
    language: conversation.language ?? 'en',
    params: { name: conversation.contactName ?? '', answer, message: original?.message ?? '' },
  });
}

/**
 * An agent's answer: added to the open conversation (assigned to the agent if no one has it), the
 * agent's read mark moved to it, then pushed to the player's sockets and the agents' and put in the
 * player's bell; a contact-form conversation's answer is mailed to its sender instead.
 */
export async function replyAsAgent(
  deps: ChatDeps,
  input: { id: string; staffId: string; text: string },
): Promise<ChatMessage> {
  const now = deps.now();
  const text = cleanChatText('en', input.text);
  const conversation = await conversationOf(deps, input.id);
  if (conversation.status !== 'open') throw new AppError('chat_conversation_closed');
  const message = await inTransaction(deps.db, async (tx) => {
    const { row } = await insertMessage(tx, {
      conversationId: conversation.id,
      sender: 'agent',
      staffId: input.staffId,
      body: text,
      now,
    });
    await tx
      .update(chatConversations)
      .set({ assignedStaffId: sql`coalesce(${chatConversations.assignedStaffId}, ${input.staffId}::uuid)` })
      .where(eq(chatConversations.id, conversation.id));
    await markRead(tx, { conversationId: conversation.id, by: 'agent', lastMessageId: row.id });
    await notifyOfAnswer(tx, conversation, { messageId: row.id, text, now });
    return toChatMessage(row);
  });
  if (conversation.channel === 'email') await mailAnswer(deps, conversation, text);
  deps.chatBus.emit({ playerId: pushedPlayerOf(conversation), event: { type: 'message', message } });
  return message;
}

/** The agent has read up to a message: the player sees the tick. */
export async function markAgentRead(deps: ChatDeps, id: string, lastMessageId: string): Promise<void> {
  const conversation = await conversationOf(deps, id);
  const moved = await markRead(deps.db, {
    conversationId: id,
    by: 'agent',
    lastMessageId: BigInt(lastMessageId),
  });
  if (moved)
    deps.chatBus.emit({
      playerId: pushedPlayerOf(conversation),
      event: { type: 'read', conversationId: id, by: 'agent', lastMessageId },
    });
}

/** Closes a conversation with a reason; the player's next message opens a new one. */
export async function closeConversation(
  deps: ChatDeps,
  input: { id: string; staffId: string; reason: string },
) {
  const conversation = await conversationOf(deps, input.id);
  const [closed] = await deps.db
    .update(chatConversations)
    .set({
      status: 'closed',
      closeReason: input.reason.normalize('NFC').trim(),
      closedAt: deps.now(),
      waitingSince: null,
      assignedStaffId: sql`coalesce(${chatConversations.assignedStaffId}, ${input.staffId}::uuid)`,
    })
    .where(and(eq(chatConversations.id, input.id), eq(chatConversations.status, 'open')))
    .returning({ id: chatConversations.id });
  if (closed)
    deps.chatBus.emit({
      playerId: pushedPlayerOf(conversation),
      event: { type: 'closed', conversationId: input.id },
    });
}
