import type { ChatMessage } from '@casino/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { chatConversations, chatMessages, players, staffUsers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { notifyPlayer } from '../notifications/notify-player';
import { findConversation, insertMessage, markRead, selectMessages, toChatMessage } from './chat-db';
import { cleanChatText, type ChatDeps } from './player-chat';
import { visitorDataOf } from './visitor-data';

/** The open conversations, the longest waiting first (then the newest), with their last message. */
export async function listChatQueue(deps: ChatDeps) {
  const now = deps.now().getTime();
  const lastMessage = sql<string | null>`(
    select ${chatMessages.body} from ${chatMessages}
    where ${chatMessages.conversationId} = ${chatConversations.id}
    order by ${chatMessages.id} desc limit 1)`;
  const rows = await deps.db
    .select({
      id: chatConversations.id,
      playerId: chatConversations.playerId,
      username: players.username,
      assignedTo: staffUsers.username,
      waitingSince: chatConversations.waitingSince,
      updatedAt: chatConversations.updatedAt,
      lastMessage,
    })
    .from(chatConversations)
    .innerJoin(players, eq(players.id, chatConversations.playerId))
    .leftJoin(staffUsers, eq(staffUsers.id, chatConversations.assignedStaffId))
    .where(eq(chatConversations.status, 'open'))
    .orderBy(sql`${chatConversations.waitingSince} asc nulls last`, desc(chatConversations.updatedAt))
    .limit(200);
  return {
    conversations: rows.map((row) => ({
      ...row,
      waitingSeconds: row.waitingSince
        ? Math.max(0, Math.floor((now - row.waitingSince.getTime()) / 1000))
        : null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

async function conversationOf(deps: ChatDeps, id: string) {
  const conversation = await findConversation(deps.db, id);
  if (!conversation) throw new AppError('not_found');
  return conversation;
}

/** One conversation for an agent: its messages, and the player's card beside them. */
export async function getAgentConversation(deps: ChatDeps, id: string) {
  const conversation = await conversationOf(deps, id);
  const [assignee] = conversation.assignedStaffId
    ? await deps.db
        .select({ username: staffUsers.username })
        .from(staffUsers)
        .where(eq(staffUsers.id, conversation.assignedStaffId))
    : [];
  const card = await visitorDataOf(deps.db, conversation.playerId);
  return {
    conversation: {
      id: conversation.id,
      status: conversation.status,
      playerId: conversation.playerId,
      assignedTo: assignee?.username ?? null,
      closeReason: conversation.closeReason,
      playerReadId: conversation.playerReadId?.toString() ?? null,
      agentReadId: conversation.agentReadId?.toString() ?? null,
    },
    messages: (await selectMessages(deps.db, id)).map(toChatMessage),
    player: {
      username: card.username,
      email: card.email,
      currency: card.currency,
      balance: card.balance,
      bonus: card.bonus,
      lastDeposit: card.last_deposit,
      lastLogin: card.last_login,
      lastBonus: card.last_bonus,
      level: card.level,
    },
  };
}

/** Takes an open conversation for this agent (another agent's is taken over). */
export async function assignConversation(deps: ChatDeps, id: string, staffId: string): Promise<void> {
  const conversation = await conversationOf(deps, id);
  if (conversation.status !== 'open') throw new AppError('chat_conversation_closed');
  await deps.db
    .update(chatConversations)
    .set({ assignedStaffId: staffId })
    .where(eq(chatConversations.id, id));
}

/**
 * An agent's answer: added to the open conversation (assigned to the agent if no one has it), the
 * agent's read mark moved to it, pushed to the player's sockets and the agents', and put in the
 * player's bell, so a player away from the chat learns of it too.
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
    const excerpt = text.length > 120 ? `${text.slice(0, 119)}…` : text;
    await notifyPlayer(tx, {
      playerId: conversation.playerId,
      kind: 'agent_message',
      sourceKey: `chat:${row.id}`,
      params: { text: excerpt },
      now,
    });
    return toChatMessage(row);
  });
  deps.chatBus.emit({ playerId: conversation.playerId, event: { type: 'message', message } });
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
      playerId: conversation.playerId,
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
      playerId: conversation.playerId,
      event: { type: 'closed', conversationId: input.id },
    });
}
