// The feed log in the sportsbook's database: the leader appends the feed's messages in order, every
// instance reads them after the last one it applied. Snapshots of the state bound how much of the log
// an instance starting up reads; messages older than the newest snapshot are pruned after a while.
import { and, asc, desc, gt, lt, lte, sql } from 'drizzle-orm';
import type { SportsbookDatabase } from '../db/client.js';
import { feedCursors, feedMessages, feedSnapshots, feedTerms } from '../db/schema.js';
import type { EncodedFeedState } from '../feed/feed-snapshot.js';
import { parseFeedMessage } from '../feed/adapter.js';
import type { FeedMessage } from '../feed/messages.js';

export interface LoggedMessage {
  seq: number;
  message: FeedMessage;
}

export class FeedLog {
  constructor(private readonly db: SportsbookDatabase) {}

  /** A new leadership's number (its simulation names its events with it). */
  async newTerm(): Promise<number> {
    const [row] = await this.db.insert(feedTerms).values({}).returning({ term: feedTerms.term });
    return row!.term;
  }

  /** Appends messages in order (one statement: their sequence numbers follow their order). */
  async append(term: number, messages: readonly FeedMessage[]) {
    if (messages.length === 0) return;
    await this.db.insert(feedMessages).values(messages.map((message) => ({ term, message })));
  }

  async after(seq: number, limit = 500): Promise<LoggedMessage[]> {
    const rows = await this.db
      .select({ seq: feedMessages.seq, message: feedMessages.message })
      .from(feedMessages)
      .where(gt(feedMessages.seq, seq))
      .orderBy(asc(feedMessages.seq))
      .limit(limit);
    return rows.map((row) => ({ seq: Number(row.seq), message: parseFeedMessage(row.message) }));
  }

  /** The settlement messages in (from, to], for a new leader to settle what the old one left. */
  async between(from: number, to: number): Promise<LoggedMessage[]> {
    const rows = await this.db
      .select({ seq: feedMessages.seq, message: feedMessages.message })
      .from(feedMessages)
      .where(
        and(
          gt(feedMessages.seq, from),
          lte(feedMessages.seq, to),
          sql`${feedMessages.message}->>'type' IN ('bet_settlement', 'bet_cancel', 'rollback_bet_settlement', 'rollback_bet_cancel')`,
        ),
      )
      .orderBy(asc(feedMessages.seq));
    return rows.map((row) => ({ seq: Number(row.seq), message: parseFeedMessage(row.message) }));
  }

  /** The first sequence number still in the log (0 when empty). */
  async firstSeq(): Promise<number> {
    const [row] = await this.db
      .select({ min: sql<string | null>`min(${feedMessages.seq})` })
      .from(feedMessages);
    return Number(row?.min ?? 0);
  }

  async latestSnapshot(): Promise<{ seq: number; state: EncodedFeedState } | null> {
    const [row] = await this.db.select().from(feedSnapshots).orderBy(desc(feedSnapshots.seq)).limit(1);
    return row ? { seq: Number(row.seq), state: row.state as EncodedFeedState } : null;
  }

  /** Keeps a snapshot and drops what no instance needs: older snapshots, and messages before it. */
  async snapshot(seq: number, state: EncodedFeedState, keepMessagesMs: number) {
    await this.db.insert(feedSnapshots).values({ seq, state }).onConflictDoNothing();
    await this.db.delete(feedSnapshots).where(lt(feedSnapshots.seq, seq));
    // An instance behind the snapshot reloads it; a margin of time lets a slow one catch up instead.
    await this.db
      .delete(feedMessages)
      .where(
        and(
          lte(feedMessages.seq, seq),
          lt(feedMessages.createdAt, sql`now() - make_interval(secs => ${keepMessagesMs / 1000})`),
        ),
      );
  }

  async cursor(name: string): Promise<number> {
    const [row] = await this.db
      .select()
      .from(feedCursors)
      .where(sql`${feedCursors.name} = ${name}`);
    return Number(row?.seq ?? 0);
  }

  async setCursor(name: string, seq: number) {
    await this.db
      .insert(feedCursors)
      .values({ name, seq })
      .onConflictDoUpdate({
        target: feedCursors.name,
        set: { seq: sql`greatest(${feedCursors.seq}, ${seq})` },
      });
  }
}
