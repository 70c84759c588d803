// Every instance's feed state comes from the feed log: started from the newest snapshot, then each
// message after the last one applied, in order, through the consumer (and to the listeners: the push
// channel). The leader applies its own messages the same way, so every instance has the same markets
// and versions.
import type { FeedAdapter } from '../feed/adapter.js';
import type { FeedConsumer } from '../feed/feed-consumer.js';
import { decodeFeedState } from '../feed/feed-snapshot.js';
import type { FeedMessage } from '../feed/messages.js';
import type { FeedLog, LoggedMessage } from './feed-log.js';

/** The adapter the consumer reads: the log's messages; recovery asked of the leader's feed, if here. */
export class FeedRelay implements FeedAdapter {
  private readonly listeners = new Set<(message: FeedMessage) => void>();
  recovery: ((producer: string, requestId: number) => void) | null = null;

  subscribe(onMessage: (message: FeedMessage) => void) {
    this.listeners.add(onMessage);
    return () => this.listeners.delete(onMessage);
  }

  requestRecovery(producer: string, requestId: number) {
    this.recovery?.(producer, requestId);
  }

  deliver(message: FeedMessage) {
    for (const listener of this.listeners) listener(message);
  }
}

export class FeedFollower {
  /** The last log message applied to the state. */
  applied = 0;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: FeedLog,
    private readonly consumer: FeedConsumer,
    private readonly relay: FeedRelay,
    private readonly afterEach: (row: LoggedMessage) => void,
  ) {}

  async loadSnapshot() {
    const snapshot = await this.log.latestSnapshot();
    if (!snapshot) return;
    decodeFeedState(snapshot.state, this.consumer.state);
    this.applied = snapshot.seq;
  }

  /** Applies everything the log holds after `applied`; calls never overlap (each waits its turn). */
  catchUp(): Promise<void> {
    this.running = this.running.then(
      () => this.drain(),
      () => this.drain(),
    );
    return this.running;
  }

  private async drain() {
    for (;;) {
      const rows = await this.log.after(this.applied);
      if (rows.length === 0) return;
      // Pruned past us (this instance fell far behind): start again from the snapshot.
      if (rows[0]!.seq > this.applied + 1 && (await this.log.firstSeq()) > this.applied + 1) {
        await this.loadSnapshot();
        continue;
      }
      for (const row of rows) {
        this.relay.deliver(row.message);
        this.applied = row.seq;
        this.afterEach(row);
      }
    }
  }
}
