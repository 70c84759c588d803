import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@casino/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Config } from '../../config';
import { chatConversations, chatMessages, type ChatConversationRow } from '../../db/schema';
import { inTransaction, type DbTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { countHit } from '../../lib/rate-limit';
import { detectFileType, type DetectedFileType } from '../documents/detect-file-type';
import { createDiskDocumentStore } from '../documents/storage/disk-store';
import type { DocumentStore } from '../documents/storage/document-store';
import { createS3DocumentStore } from '../documents/storage/s3-store';
import { notifyPlayer } from '../notifications/notify-player';
import { conversationOf } from './agent-queue';
import { findConversation, insertMessage, openConversation, pushedPlayerOf, toChatMessage } from './chat-db';
import { isWithinChatHours } from './chat-hours';
import type { ChatDeps } from './player-chat';

const hourMs = 3_600_000;

/**
 * Where chat files live: the identity documents' store (S3 when configured, the same bucket), or on
 * disk under ${DATA_DIR}/chat-attachments. Keys are `<conversation id>/<uuid>.<ext>`, made here.
 */
export function createChatAttachmentStore(config: Config): DocumentStore {
  const { s3 } = config.documents;
  return s3 ? createS3DocumentStore(s3) : createDiskDocumentStore(join(config.dataDir, 'chat-attachments'));
}

export interface AttachmentDeps extends ChatDeps {
  store: DocumentStore;
}

/** The chat's dependencies and the attachments' store, read at each call (see `chatDepsOf`). */
export const attachmentDepsOf = (deps: ChatDeps, store: DocumentStore): AttachmentDeps =>
  Object.assign(Object.create(deps) as ChatDeps, { store });

/** Counted before the body is read, like identity documents: a flood is refused before it costs memory. */
export async function refuseIfAttachmentRateExceeded(
  deps: ChatDeps,
  sender: { playerId: string } | { staffId: string },
): Promise<void> {
  const who = 'playerId' in sender ? `player:${sender.playerId}` : `staff:${sender.staffId}`;
  const hits = await countHit(deps.db, { key: `chat:attachments:${who}`, now: deps.now(), windowMs: hourMs });
  // An agent answers many players: ten times a player's allowance.
  const max = deps.config.documents.quota.uploadsPerHour * ('playerId' in sender ? 1 : 10);
  if (hits > max) throw new AppError('rate_limited');
}

/** The type from the file's first bytes only; nothing the sender named (file name, header) is kept. */
function detectAttachment(content: Buffer): DetectedFileType {
  const detected = detectFileType(content);
  if (!detected) throw new AppError('unsupported_media_type');
  return detected;
}

/** Holds the conversation's row, so two uploads to it are counted one after the other. */
async function refuseIfConversationFull(tx: DbTransaction, deps: ChatDeps, conversationId: string) {
  await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .for('update');
  const [row] = await tx
    .select({ files: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), isNotNull(chatMessages.attachmentKey)));
  if ((row?.files ?? 0) >= deps.config.engage.liveChatAttachmentsPerConversation)
    throw new AppError('chat_attachment_limit_reached');
}

/**
 * Stores the file, then adds the message that carries it in one transaction with the count; a
 * refused or failed insert takes the file back, so no file is left that no message points at.
 */
async function storeAndInsert(
  deps: AttachmentDeps,
  input: {
    content: Buffer;
    conversation: (tx: DbTransaction) => Promise<ChatConversationRow>;
    sender: 'player' | 'agent';
    staffId?: string;
  },
): Promise<ChatMessage> {
  const detected = detectAttachment(input.content);
  const now = deps.now();
  let storageKey: string | null = null;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const conversation = await input.conversation(tx);
      await refuseIfConversationFull(tx, deps, conversation.id);
      storageKey = `${conversation.id}/${randomUUID()}.${detected.extension}`;
      await deps.store.put(storageKey, input.content, detected.mimeType);
      const { row } = await insertMessage(tx, {
        conversationId: conversation.id,
        sender: input.sender,
        ...(input.staffId ? { staffId: input.staffId } : {}),
        body: '',
        attachment: { key: storageKey, mimeType: detected.mimeType, sizeBytes: input.content.length },
        now,
      });
      // The player learns of an agent's file in their bell too, as of an answer.
      const playerId = pushedPlayerOf(conversation);
      if (input.sender === 'agent' && playerId)
        await notifyPlayer(tx, { playerId, kind: 'agent_file', sourceKey: `chat:${row.id}`, now });
      return toChatMessage(row);
    });
  } catch (error) {
    const key: string | null = storageKey;
    if (key) await deps.store.remove(key).catch(() => undefined);
    throw error;
  }
}

/** A player's file to support: in the open conversation (opened now if none), within the hours. */
export async function sendPlayerAttachment(
  deps: AttachmentDeps,
  input: { playerId: string; content: Buffer },
): Promise<ChatMessage> {
  if (!isWithinChatHours(deps.config.engage.liveChatHours, deps.now())) throw new AppError('chat_offline');
  const message = await storeAndInsert(deps, {
    content: input.content,
    sender: 'player',
    conversation: (tx) => openConversation(tx, input.playerId, deps.now()),
  });
  deps.chatBus.emit({ playerId: input.playerId, event: { type: 'message', message } });
  return message;
}

/** An agent's file to the player of an open chat (a contact-form conversation is answered by mail). */
export async function sendAgentAttachment(
  deps: AttachmentDeps,
  input: { id: string; staffId: string; content: Buffer },
): Promise<ChatMessage> {
  const conversation = await conversationOf(deps, input.id);
  if (conversation.status !== 'open') throw new AppError('chat_conversation_closed');
  if (conversation.channel !== 'chat') throw new AppError('not_found');
  const message = await storeAndInsert(deps, {
    content: input.content,
    sender: 'agent',
    staffId: input.staffId,
    conversation: async () => conversation,
  });
  deps.chatBus.emit({ playerId: pushedPlayerOf(conversation), event: { type: 'message', message } });
  return message;
}

async function attachmentOf(deps: AttachmentDeps, messageId: string) {
  const [row] = await deps.db
    .select({
      conversationId: chatMessages.conversationId,
      key: chatMessages.attachmentKey,
      mimeType: chatMessages.attachmentMimeType,
    })
    .from(chatMessages)
    .where(eq(chatMessages.id, BigInt(messageId)));
  if (!row?.key || !row.mimeType) throw new AppError('not_found');
  return { ...row, key: row.key, mimeType: row.mimeType };
}

/**
 * A file of one of the player's own chats (open or closed); another player's, or a message with no
 * file, is `not_found` (the same answer, so nothing tells which ids exist).
 */
export async function readPlayerAttachment(deps: AttachmentDeps, playerId: string, messageId: string) {
  const attachment = await attachmentOf(deps, messageId);
  const conversation = await findConversation(deps.db, attachment.conversationId);
  if (!conversation || pushedPlayerOf(conversation) !== playerId) throw new AppError('not_found');
  return { mimeType: attachment.mimeType, base64: (await deps.store.get(attachment.key)).toString('base64') };
}

/** Any conversation's file, for staff whose role reads the chat (checked before the handler). */
export async function readStaffAttachment(deps: AttachmentDeps, messageId: string) {
  const attachment = await attachmentOf(deps, messageId);
  return { mimeType: attachment.mimeType, base64: (await deps.store.get(attachment.key)).toString('base64') };
}
