// Connects a feed adapter to the feed state: applies every message in order, keeps what was refused
// (for the log), and asks for recovery when a producer comes back up.
import type { FeedAdapter } from './adapter.js';
import { FeedState } from './feed-state.js';
import type { FeedMessage } from './messages.js';

export class FeedConsumer {
  readonly state = new FeedState();
  readonly refused: Array<{ message: FeedMessage; reason: string }> = [];
  private recoveryRequestId = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly adapter: FeedAdapter) {
    this.unsubscribe = adapter.subscribe((message) => this.onMessage(message));
  }

  close() {
    this.unsubscribe();
  }

  private onMessage(message: FeedMessage) {
    const result = this.state.apply(message);
    if (!result.applied) this.refused.push({ message, reason: result.reason });
    if (message.type === 'producer_up')
      this.adapter.requestRecovery(message.producer, ++this.recoveryRequestId);
  }
}
