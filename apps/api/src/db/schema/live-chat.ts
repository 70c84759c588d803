import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contactMessages } from './content';
import { players } from './players';
import { staffUsers } from './staff';

/**
 * A conversation with support (issue 30): a player's chat (one open at a time), or a message of the
 * contact form (channel `email`, its sender's name and address; answered by e-mail).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['chat', 'email'] })
      .notNull()
      .default('chat'),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    // The language the contact form was written in (a chat's player has their own).
    language: text('language'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assignedStaffId: uuid('assigned_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    closeReason: text('close_reason'),
    // The oldest player message no agent has answered yet: the queue's waiting time.
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    playerReadId: bigint('player_read_id', { mode: 'bigint' }),
    agentReadId: bigint('agent_read_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_conversations_one_open')
      .on(table.playerId)
      .where(sql`${table.status} = 'open' AND ${table.channel} = 'chat'`),
    uniqueIndex('chat_conversations_contact_unique')
      .on(table.contactMessageId)
      .where(sql`${table.contactMessageId} IS NOT NULL`),
    index('chat_conversations_open_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['player', 'agent'] }).notNull(),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    clientKey: text('client_key'),
    // A file sent with the message: the store's key (made by the server), its detected type and size.
    attachmentKey: text('attachment_key'),
    attachmentMimeType: text('attachment_mime_type', {
      enum: ['image/jpeg', 'image/png', 'application/pdf'],
    }),
    attachmentSizeBytes: integer('attachment_size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    uniqueIndex('chat_messages_client_key_unique')
      .on(table.conversationId, table.clientKey)
      .where(sql`${table.clientKey} IS NOT NULL`),
  ],
);

/** The agents' canned answers: a title and the text in each language (English always). */
export const chatCannedAnswers = pgTable('chat_canned_answers', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  texts: jsonb('texts').$type<Record<string, string>>().notNull(),
  updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
