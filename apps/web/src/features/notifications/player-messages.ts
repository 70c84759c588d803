import type { PlayerMessage } from '@casino/contract/player';
import { formatDate, formatDateTime } from '@casino/rules/formatting';
import type { NotificationItem } from './components/notifications-menu';

/**
 * A message's identity across fetches. The server merges a date's messages into one entry, so a
 * message arriving later that day changes the entry's text: the text is part of the identity, and
 * the grown entry counts as new (and shows again if it had been cleared).
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

/**
 * The menu's items: the `unread` newest messages count as new. Cleared ones are hidden (clearing is
 * this browser's choice; the inbox on the server keeps them).
 */
export function toNotificationItems(
  messages: readonly PlayerMessage[],
  unread: number,
  cleared: ReadonlySet<string>,
  locale: string,
): NotificationItem[] {
  return sortNewestFirst(messages)
    .map((message, position) => ({
      id: messageKey(message),
      date: formatMessageDate(message.date, locale),
      text: message.message,
      isNew: position < unread,
    }))
    .filter((item) => !cleared.has(item.id));
}

/** Messages of this fetch that the previous fetch did not have. */
export function findArrivals(
  previousKeys: ReadonlySet<string>,
  messages: readonly PlayerMessage[],
): PlayerMessage[] {
  return sortNewestFirst(messages).filter((message) => !previousKeys.has(messageKey(message)));
}
