import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { affiliateCursors, outboxEvents } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { enqueuePostback } from './enqueue-postback';

const cursorName = 'first deposit postbacks';

/**
 * The affiliate projection of the ledger outbox: each 'first deposit' event queues the player's
 * first-deposit postback, in one transaction with the move of its cursor, so a replay queues nothing
 * twice (the postback row is unique per programme, player and event as well). Answers the events read.
 */
export async function applyFirstDeposits(
  db: Database,
  options: { now: Date; limit?: number },
): Promise<number> {
  await db.insert(affiliateCursors).values({ name: cursorName, lastEventId: 0 }).onConflictDoNothing();
  return inTransaction(db, async (tx) => {
    const [cursor] = await tx
      .select({ lastEventId: affiliateCursors.lastEventId })
      .from(affiliateCursors)
      .where(eq(affiliateCursors.name, cursorName))
      .for('update');
    const after = cursor?.lastEventId ?? 0;
    const events = await tx
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.topic, 'first deposit'), gt(outboxEvents.id, after)))
      .orderBy(asc(outboxEvents.id))
      .limit(options.limit ?? 200);
    for (const event of events) {
      const payload = event.payload;
      if (typeof payload.playerId !== 'string') continue;
      await enqueuePostback(tx, {
        playerId: payload.playerId,
        event: 'first_deposit',
        details: {
          amount_minor: typeof payload.amountMinor === 'string' ? payload.amountMinor : null,
          currency: typeof payload.currency === 'string' ? payload.currency : null,
          deposited_at: typeof payload.at === 'string' ? payload.at : event.createdAt.toISOString(),
        },
        now: options.now,
      });
    }
    const last = events.at(-1);
    if (last)
      await tx
        .update(affiliateCursors)
        .set({ lastEventId: sql`greatest(${affiliateCursors.lastEventId}, ${last.id})` })
        .where(eq(affiliateCursors.name, cursorName));
    return events.length;
  });
}
