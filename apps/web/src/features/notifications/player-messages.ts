import type { PlayerMessage } from '@casino/contract/player';
import { formatDate, formatDateTime } from '@casino/rules/formatting';
import type { NotificationItem } from './components/notifications-menu';

/**
 * A message entry's identity across fetches. The server merges a date's messages into one entry, so
 * a message arriving later that day changes the entry's text: the text is part of the identity.
 */
export const messageKey = (message: PlayerMessage) => `${message.date}\n${message.message}`;

/** Newest first; the server's date strings sort as ISO dates. */
export function sortNewestFirst(messages: readonly PlayerMessage[]): PlayerMessage[] {
  return [...messages].sort((a, b) => b.date.localeCompare(a.date) || b.index - a.index);
}

/** `locale` is the player's (useFormatLocale): 24/11/2026 in the UK, 11/24/2026 in the US. */
export function formatMessageDate(date: string, locale: string): string {
  // A date without a time of day is shown as a date only.
  return /T\d{2}:\d{2}/.test(date) ? formatDateTime(date, locale) : formatDate(date, locale);
}

/** The menu's items, newest first; unread ones are new. The server has left the cleared ones out. */
export function toNotificationItems(messages: readonly PlayerMessage[], locale: string): NotificationItem[] {
  return sortNewestFirst(messages).map((message) => ({
    id: String(message.index),
    index: message.index,
    date: formatMessageDate(message.date, locale),
    text: message.message,
    isNew: !message.isRead,
  }));
}

/**
 * What a notice about an entry says: the day's newest text (the server lists a day's texts oldest
 * first). An entry is announced again when a later message joins it, and the player should read what
 * is new, not the day's first message again.
 */
export const newestText = (message: PlayerMessage) => message.message.split('\n').at(-1) ?? '';

/** What the notice has to announce: entries the server has not seen announced, nor this page. */
export function findUnannounced(
  messages: readonly PlayerMessage[],
  announcedHere: ReadonlySet<string>,
): PlayerMessage[] {
  return sortNewestFirst(messages).filter(
    (message) => !message.isAnnounced && !announcedHere.has(messageKey(message)),
  );
}
