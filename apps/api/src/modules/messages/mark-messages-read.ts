import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerMessages } from '../../db/schema';

export async function markMessagesRead(db: Database, input: { playerId: string; now: Date }): Promise<void> {
  await db
    .update(playerMessages)
    .set({ readAt: input.now })
    .where(and(eq(playerMessages.playerId, input.playerId), isNull(playerMessages.readAt)));
}
