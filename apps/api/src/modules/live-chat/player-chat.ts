import type { ChatMessage, ChatSendBody, ChatStateData } from '@casino/contract';
import { contactRules, type Locale } from '@casino/rules';
import { formatMailDateTime, formattingLocale } from '@casino/rules/formatting';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { collectIssues, throwIfIssues } from '../../lib/field-errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { sendEmail } from '../email/send-email';
import type { ChatBus } from './chat-bus';
import {
  findOpenConversation,
  insertMessage,
  markRead,
  openConversation,
  selectMessages,
  toChatMessage,
} from './chat-db';
import { isWithinChatHours } from './chat-hours';

export interface ChatDeps {
  db: Database;
  config: Config;
  now: () => Date;
  chatBus: ChatBus;
}

/**
 * The text as kept: NFC, trimmed, within the contact form's size. Control characters never pass the
 * API; the text is only ever shown as text, never as HTML.
 */
export function cleanChatText(locale: Locale, text: string): string {
  const clean = text.normalize('NFC').trim();
  throwIfIssues(locale, collectIssues({ text: contactRules.message(clean) }));
  return clean;
}

/** The widget's view: open or not, and the player's open conversation with its messages. */
export async function getChatState(deps: ChatDeps, playerId: string): Promise<ChatStateData> {
  const hours = deps.config.engage.liveChatHours;
  const isOnline = isWithinChatHours(hours, deps.now());
  const conversation = await findOpenConversation(deps.db, playerId);
  const messages = conversation ? await selectMessages(deps.db, conversation.id) : [];
  return {
    isOnline,
    offlineReason: isOnline ? null : 'outside_hours',
    hours,
    conversation: conversation && {
      id: conversation.id,
      status: conversation.status,
      playerReadId: conversation.playerReadId?.toString() ?? null,
      agentReadId: conversation.agentReadId?.toString() ?? null,
    },
    messages: messages.map(toChatMessage),
  };
}

/**
 * A player's message: refused outside the hours and over the rate limit, checked like the contact
 * form, added to the open conversation (opened now if none) and pushed to the player's and the
 * agents' sockets. The same client key again answers the first message and pushes nothing.
 */
export async function sendPlayerMessage(
  deps: ChatDeps,
  input: { playerId: string; body: ChatSendBody; locale: Locale },
): Promise<ChatMessage> {
  const now = deps.now();
  if (!isWithinChatHours(deps.config.engage.liveChatHours, now)) throw new AppError('chat_offline');
  const text = cleanChatText(input.locale, input.body.text);
  await enforceRateLimits(deps.db, now, [
    { key: `chat:player:${input.playerId}`, max: deps.config.engage.liveChatMessagesPerWindow },
  ]);
  const { row, isNew } = await inTransaction(deps.db, async (tx) => {
    const conversation = await openConversation(tx, input.playerId, now);
    return insertMessage(tx, {
      conversationId: conversation.id,
      sender: 'player',
      body: text,
      clientKey: input.body.clientKey,
      now,
    });
  });
  const message = toChatMessage(row);
  if (isNew) deps.chatBus.emit({ playerId: input.playerId, event: { type: 'message', message } });
  return message;
}

/** The player has read up to a message of their open conversation: the agents see the tick. */
export async function markPlayerRead(deps: ChatDeps, playerId: string, lastMessageId: string) {
  const conversation = await findOpenConversation(deps.db, playerId);
  if (!conversation) return;
  const moved = await markRead(deps.db, {
    conversationId: conversation.id,
    by: 'player',
    lastMessageId: BigInt(lastMessageId),
  });
  if (moved)
    deps.chatBus.emit({
      playerId,
      event: { type: 'read', conversationId: conversation.id, by: 'player', lastMessageId },
    });
}

/** Mails the open conversation to the player's own address, in their language (a few per window). */
export async function emailTranscript(deps: ChatDeps, playerId: string): Promise<void> {
  const now = deps.now();
  await enforceRateLimits(deps.db, now, [{ key: `chat:transcript:${playerId}`, max: 5 }]);
  const conversation = await findOpenConversation(deps.db, playerId);
  const [player] = await deps.db
    .select({
      email: players.email,
      username: players.username,
      language: players.language,
      country: players.country,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!conversation || !player) throw new AppError('not_found');
  const locale = formattingLocale(player.language, player.country);
  const lines = (await selectMessages(deps.db, conversation.id)).map(
    (row) =>
      `[${formatMailDateTime(row.createdAt, locale, { numeric: true })}] ${row.sender}: ${row.body}` +
      (row.attachmentMimeType ? `[${row.attachmentMimeType}]` : ''),
  );
  await sendEmail(deps, {
    to: player.email,
    template: 'chat-transcript',
    language: player.language,
    params: { username: player.username, transcript: lines.join('\n') },
  });
}
