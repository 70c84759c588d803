import { desc, eq, sql } from 'drizzle-orm';
import { chatConversations, chatMessages, players, staffUsers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findConversation, selectMessages, toChatMessage } from './chat-db';
import type { ChatDeps } from './player-chat';
import { visitorDataOf } from './visitor-data';

/**
 * The open conversations, chats and contact-form messages alike, the longest waiting first (then the
 * newest), with their last message.
 */
export async function listChatQueue(deps: ChatDeps) {
  const now = deps.now().getTime();
  const lastMessage = sql<string | null>`(
    select coalesce(nullif(${chatMessages.body}, ''), '[' || ${chatMessages.attachmentMimeType} || ']')
    from ${chatMessages}
    where ${chatMessages.conversationId} = ${chatConversations.id}
    order by ${chatMessages.id} desc limit 1)`;
  const rows = await deps.db
    .select({
      id: chatConversations.id,
      channel: chatConversations.channel,
      playerId: chatConversations.playerId,
      username: sql<string>`coalesce(${players.username}, ${chatConversations.contactName}, '')`,
      assignedTo: staffUsers.username,
      waitingSince: chatConversations.waitingSince,
      updatedAt: chatConversations.updatedAt,
      lastMessage,
    })
    .from(chatConversations)
    .leftJoin(players, eq(players.id, chatConversations.playerId))
    .leftJoin(staffUsers, eq(staffUsers.id, chatConversations.assignedStaffId))
    .where(eq(chatConversations.status, 'open'))
    .orderBy(sql`${chatConversations.waitingSince} asc nulls last`, desc(chatConversations.updatedAt))
    .limit(200);
  return {
    conversations: rows.map(({ waitingSince, ...row }) => ({
      ...row,
      waitingSeconds: waitingSince ? Math.max(0, Math.floor((now - waitingSince.getTime()) / 1000)) : null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function conversationOf(deps: ChatDeps, id: string) {
  const conversation = await findConversation(deps.db, id);
  if (!conversation) throw new AppError('not_found');
  return conversation;
}

/** The player's card beside a chat: what the spec sends Tawk.to, and the language they read. */
async function playerCardOf(deps: ChatDeps, playerId: string) {
  const card = await visitorDataOf(deps.db, playerId);
  const [player] = await deps.db
    .select({ language: players.language })
    .from(players)
    .where(eq(players.id, playerId));
  return {
    username: card.username,
    email: card.email,
    language: player?.language ?? 'en',
    currency: card.currency,
    balance: card.balance,
    bonus: card.bonus,
    lastDeposit: card.last_deposit,
    lastLogin: card.last_login,
    lastBonus: card.last_bonus,
    level: card.level,
  };
}

/** One conversation for an agent: its messages, and the player's card (or the contact's) beside them. */
export async function getAgentConversation(deps: ChatDeps, id: string) {
  const conversation = await conversationOf(deps, id);
  const [assignee] = conversation.assignedStaffId
    ? await deps.db
        .select({ username: staffUsers.username })
        .from(staffUsers)
        .where(eq(staffUsers.id, conversation.assignedStaffId))
    : [];
  const isContact = conversation.channel === 'email';
  return {
    conversation: {
      id: conversation.id,
      channel: conversation.channel,
      status: conversation.status,
      playerId: conversation.playerId,
      assignedTo: assignee?.username ?? null,
      closeReason: conversation.closeReason,
      playerReadId: conversation.playerReadId?.toString() ?? null,
      agentReadId: conversation.agentReadId?.toString() ?? null,
    },
    messages: (await selectMessages(deps.db, id)).map(toChatMessage),
    player: conversation.playerId ? await playerCardOf(deps, conversation.playerId) : null,
    contact: isContact
      ? {
          name: conversation.contactName ?? '',
          email: conversation.contactEmail ?? '',
          language: conversation.language ?? 'en',
        }
      : null,
  };
}
