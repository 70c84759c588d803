import { asc, gt, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerMessages } from '../../db/schema';

/**
 * How far back each pass looks again: a notice written in a transaction that committed after a later
 * one was read still gets its push (a notice pushed twice only makes the bell read its inbox again).
 */
const lookBack = 200;

/**
 * Tells each player's open sockets, through the live bus (every instance's with Redis), that a notice
 * landed in their bell: the web app then reads its inbox and raises the toast. Follows the notices'
 * order of writing from where it started; run by the leader, so each notice is pushed once.
 */
export function createNoticePusher(db: Database, push: (playerId: string) => void) {
  let start: number | null = null;
  let last = 0;
  const pushed = new Set<number>();
  return async function pushNewNotices(): Promise<number> {
    if (start === null) {
      // Notices written before it started were there for the inbox's first read.
      const [newest] = await db.select({ seq: max(playerMessages.pushSeq) }).from(playerMessages);
      start = Number(newest?.seq ?? 0);
      last = start;
    }
    const rows = await db
      .select({ seq: playerMessages.pushSeq, playerId: playerMessages.playerId })
      .from(playerMessages)
      .where(gt(playerMessages.pushSeq, Math.max(start, last - lookBack)))
      .orderBy(asc(playerMessages.pushSeq))
      .limit(1000);
    const fresh = rows.filter((row) => !pushed.has(row.seq));
    for (const playerId of new Set(fresh.map((row) => row.playerId))) push(playerId);
    for (const row of fresh) pushed.add(row.seq);
    last = Math.max(last, ...rows.map((row) => row.seq));
    for (const seq of pushed) if (seq <= last - lookBack) pushed.delete(seq);
    return fresh.length;
  };
}
