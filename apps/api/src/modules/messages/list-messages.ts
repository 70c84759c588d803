import type { PlayerMessage } from '@casino/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerMessages } from '../../db/schema';

interface MessageRow {
  type: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}

/** Messages of the same (UTC) date become one, texts joined by newlines (spec section 3). */
export function mergeByDate(rows: MessageRow[]): { messages: PlayerMessage[]; unread: number } {
  const byDate = new Map<string, { types: string[]; texts: string[]; unread: boolean }>();
  for (const row of rows) {
    const date = row.createdAt.toISOString().slice(0, 10);
    const entry = byDate.get(date) ?? { types: [], texts: [], unread: false };
    entry.texts.push(row.message);
    if (!entry.types.includes(row.type)) entry.types.push(row.type);
    entry.unread ||= row.readAt === null;
    byDate.set(date, entry);
  }
  const messages: PlayerMessage[] = [];
  let unread = 0;
  let index = 0;
  for (const [date, entry] of byDate) {
    messages.push({ index, date, message: entry.texts.join('\n'), type: entry.types.join(',') });
    if (entry.unread) unread += 1;
    index += 1;
  }
  return { messages, unread };
}

export async function listMessages(db: Database, playerId: string) {
  const rows = await db
    .select({
      type: playerMessages.type,
      message: playerMessages.message,
      createdAt: playerMessages.createdAt,
      readAt: playerMessages.readAt,
    })
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId))
    .orderBy(asc(playerMessages.createdAt));
  return mergeByDate(rows);
}
