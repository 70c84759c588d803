import type { PlayerMessage } from '@casino/contract';
import type { Locale } from '@casino/rules';
import type { Database } from '../../db/client';
import { selectMessageRows, type MessageRow } from './messages-db';

interface DateGroup {
  types: string[];
  texts: string[];
  isRead: boolean;
  isAnnounced: boolean;
}

/**
 * Messages of the same (UTC) date become one, texts joined by newlines (spec section 3). Each text is
 * shown in the request's language when the row holds it, else as written. Cleared rows are left out,
 * but every date keeps its index, so an index the web app holds still names the same entry.
 */
export function mergeByDate(
  rows: MessageRow[],
  locale: Locale,
): { messages: PlayerMessage[]; unread: number } {
  const byDate = new Map<string, DateGroup>();
  for (const row of rows) {
    const date = row.createdAt.toISOString().slice(0, 10);
    const group = byDate.get(date) ?? { types: [], texts: [], isRead: true, isAnnounced: true };
    byDate.set(date, group);
    if (row.clearedAt !== null) continue;
    group.texts.push(row.texts?.[locale] ?? row.message);
    if (!group.types.includes(row.type)) group.types.push(row.type);
    group.isRead &&= row.readAt !== null;
    group.isAnnounced &&= row.announcedAt !== null;
  }
  const messages: PlayerMessage[] = [];
  let index = 0;
  for (const [date, group] of byDate) {
    if (group.texts.length > 0)
      messages.push({
        index,
        date,
        message: group.texts.join('\n'),
        type: group.types.join(','),
        isRead: group.isRead,
        isAnnounced: group.isAnnounced,
      });
    index += 1;
  }
  return { messages, unread: messages.filter((message) => !message.isRead).length };
}

export async function listMessages(db: Database, playerId: string, locale: Locale) {
  return mergeByDate(await selectMessageRows(db, playerId), locale);
}
