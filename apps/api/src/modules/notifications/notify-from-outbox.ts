import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationCursors, outboxEvents } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { noticeOfOutboxRow, noticeTopics } from './outbox-notices';
import { notifyPlayer } from './notify-player';

const cursorName = 'player notices';

/**
 * The bell's projection of the ledger outbox: each money event of a player becomes one notice, in one
 * transaction with the move of the cursor (taken FOR UPDATE, so two instances never read the same
 * batch); the notice's source key drops an event seen again. Answers the events read.
 */
export async function notifyFromOutbox(
  db: Database,
  options: { now: Date; limit?: number },
): Promise<number> {
  await db.insert(notificationCursors).values({ name: cursorName, lastEventId: 0 }).onConflictDoNothing();
  return inTransaction(db, async (tx) => {
    const [cursor] = await tx
      .select({ lastEventId: notificationCursors.lastEventId })
      .from(notificationCursors)
      .where(eq(notificationCursors.name, cursorName))
      .for('update');
    const events = await tx
      .select({ id: outboxEvents.id, topic: outboxEvents.topic, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(
        and(inArray(outboxEvents.topic, [...noticeTopics]), gt(outboxEvents.id, cursor?.lastEventId ?? 0)),
      )
      .orderBy(asc(outboxEvents.id))
      .limit(options.limit ?? 200);
    for (const event of events) {
      const notice = noticeOfOutboxRow(event.topic, event.payload);
      if (notice) await notifyPlayer(tx, { ...notice, now: options.now });
    }
    const last = events.at(-1);
    if (last)
      await tx
        .update(notificationCursors)
        .set({ lastEventId: sql`greatest(${notificationCursors.lastEventId}, ${last.id})` })
        .where(eq(notificationCursors.name, cursorName));
    return events.length;
  });
}
