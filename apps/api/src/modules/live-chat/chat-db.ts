import type { ChatMessage } from '@casino/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  chatConversations,
  chatMessages,
  type ChatConversationRow,
  type ChatMessageRow,
} from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id.toString(),
    conversationId: row.conversationId,
    from: row.sender,
    text: row.body,
    at: row.createdAt.toISOString(),
    attachment:
      row.attachmentMimeType && row.attachmentSizeBytes
        ? { mimeType: row.attachmentMimeType, sizeBytes: row.attachmentSizeBytes }
        : null,
  };
}

/** Whose sockets hear a conversation's events: a chat's player; a contact-form one only the agents. */
export const pushedPlayerOf = (conversation: ChatConversationRow): string | null =>
  conversation.channel === 'chat' ? conversation.playerId : null;

export async function findOpenConversation(
  db: DbExecutor,
  playerId: string,
): Promise<ChatConversationRow | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.playerId, playerId),
        eq(chatConversations.channel, 'chat'),
        eq(chatConversations.status, 'open'),
      ),
    );
  return row ?? null;
}

export async function findConversation(db: DbExecutor, id: string): Promise<ChatConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

/** The player's open conversation, opened now when there is none (the unique index settles a race). */
export async function openConversation(
  db: DbExecutor,
  playerId: string,
  now: Date,
): Promise<ChatConversationRow> {
  await db
    .insert(chatConversations)
    .values({ playerId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const row = await findOpenConversation(db, playerId);
  if (!row) throw new Error('open conversation vanished');
  return row;
}

export async function selectMessages(db: DbExecutor, conversationId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id));
}

/**
 * Adds a message (once per client key: the same key answers the first) and moves the conversation's
 * clock: a player's message starts the waiting time unless one already waits, an agent's ends it.
 */
export async function insertMessage(
  db: DbExecutor,
  input: {
    conversationId: string;
    sender: 'player' | 'agent';
    staffId?: string;
    body: string;
    clientKey?: string | undefined;
    /** A file stored for the message (its key, detected type and size). */
    attachment?: { key: string; mimeType: 'image/jpeg' | 'image/png' | 'application/pdf'; sizeBytes: number };
    now: Date;
  },
): Promise<{ row: ChatMessageRow; isNew: boolean }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values({
      conversationId: input.conversationId,
      sender: input.sender,
      staffId: input.staffId ?? null,
      body: input.body,
      clientKey: input.clientKey ?? null,
      attachmentKey: input.attachment?.key ?? null,
      attachmentMimeType: input.attachment?.mimeType ?? null,
      attachmentSizeBytes: input.attachment?.sizeBytes ?? null,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [first] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, input.conversationId),
          eq(chatMessages.clientKey, input.clientKey ?? ''),
        ),
      );
    if (!first) throw new Error('chat message vanished');
    return { row: first, isNew: false };
  }
  await db
    .update(chatConversations)
    .set({
      updatedAt: input.now,
      waitingSince:
        input.sender === 'player' ? sql`coalesce(${chatConversations.waitingSince}, ${input.now})` : null,
    })
    .where(eq(chatConversations.id, input.conversationId));
  return { row: inserted, isNew: true };
}

/** Moves one side's read mark forward (never back), to a message of the conversation. */
export async function markRead(
  db: DbExecutor,
  input: { conversationId: string; by: 'player' | 'agent'; lastMessageId: bigint },
): Promise<boolean> {
  const column = input.by === 'player' ? chatConversations.playerReadId : chatConversations.agentReadId;
  const key = input.by === 'player' ? 'playerReadId' : 'agentReadId';
  const rows = await db
    .update(chatConversations)
    .set({ [key]: input.lastMessageId })
    .where(
      and(
        eq(chatConversations.id, input.conversationId),
        sql`coalesce(${column}, 0) < ${input.lastMessageId}`,
        sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${input.conversationId} and ${chatMessages.id} = ${input.lastMessageId})`,
      ),
    )
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}
