// The boundary between a feed and the sportsbook: whatever the source (a provider's queue, a recorded
// log, the embedded simulation), it delivers parsed messages to subscribers and answers recovery.
import { feedMessageSchema, type FeedMessage } from './messages.js';

export interface FeedAdapter {
  subscribe(onMessage: (message: FeedMessage) => void): () => void;
  /** Ask the producer to resend the current odds of its events (after it was down). */
  requestRecovery(producer: string, requestId: number): void;
}

/** Parses one message, failing on anything the schema does not know. */
export function parseFeedMessage(raw: unknown): FeedMessage {
  return feedMessageSchema.parse(raw);
}

/** Replays a recorded message log (JSON lines) to its subscribers, in order. */
export class RecordedFeedAdapter implements FeedAdapter {
  private readonly listeners = new Set<(message: FeedMessage) => void>();
  readonly messages: FeedMessage[];
  readonly recoveryRequests: Array<{ producer: string; requestId: number }> = [];

  constructor(jsonLines: string) {
    this.messages = jsonLines
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => parseFeedMessage(JSON.parse(line)));
  }

  subscribe(onMessage: (message: FeedMessage) => void) {
    this.listeners.add(onMessage);
    return () => this.listeners.delete(onMessage);
  }

  requestRecovery(producer: string, requestId: number) {
    this.recoveryRequests.push({ producer, requestId });
  }

  replay() {
    for (const message of this.messages) for (const listener of this.listeners) listener(message);
  }
}
