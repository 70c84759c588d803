import type { Locale } from '@casino/rules';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerMessages } from '../../db/schema';

export interface MessageRow {
  type: string;
  message: string;
  texts: Partial<Record<Locale, string>> | null;
  createdAt: Date;
  readAt: Date | null;
  announcedAt: Date | null;
  clearedAt: Date | null;
}

/** Every message of the player, cleared ones included (they keep the later entries' indexes). */
export function selectMessageRows(db: Database, playerId: string): Promise<MessageRow[]> {
  return db
    .select({
      type: playerMessages.type,
      message: playerMessages.message,
      texts: playerMessages.texts,
      createdAt: playerMessages.createdAt,
      readAt: playerMessages.readAt,
      announcedAt: playerMessages.announcedAt,
      clearedAt: playerMessages.clearedAt,
    })
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId))
    .orderBy(asc(playerMessages.createdAt));
}

/** The player's distinct message dates (UTC, `YYYY-MM-DD`), oldest first: an entry's index is its place here. */
export async function selectMessageDates(db: Database, playerId: string): Promise<string[]> {
  const day = sql<string>`to_char(${playerMessages.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId))
    .orderBy(day);
  return rows.map((row) => row.day);
}

export type MessageStateField = 'readAt' | 'announcedAt' | 'clearedAt';

/** Sets one state on the player's messages not in that state yet, within [from, to) when given. */
export async function setMessageState(
  db: Database,
  input: { playerId: string; field: MessageStateField; now: Date; from?: Date; to?: Date },
): Promise<void> {
  const column = playerMessages[input.field];
  await db
    .update(playerMessages)
    .set({ [input.field]: input.now })
    .where(
      and(
        eq(playerMessages.playerId, input.playerId),
        isNull(column),
        input.from ? gte(playerMessages.createdAt, input.from) : undefined,
        input.to ? lt(playerMessages.createdAt, input.to) : undefined,
      ),
    );
}
