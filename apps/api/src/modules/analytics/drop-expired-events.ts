import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

const dayMs = 86_400_000;

/**
 * Deletes the analytics events received more than `retentionDays` ago, forwarded or not: what the
 * anonymous endpoints took is kept for a set time only. Answers how many went. One periodic task of
 * the engage work (engage-work.ts), a plain function so it can move to any job runner as it is.
 */
export async function dropExpiredEvents(
  db: Database,
  input: { now: Date; retentionDays: number },
): Promise<number> {
  const before = new Date(input.now.getTime() - input.retentionDays * dayMs);
  const dropped = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.receivedAt, before))
    .returning({ id: analyticsEvents.id });
  return dropped.length;
}
