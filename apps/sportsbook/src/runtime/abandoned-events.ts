// A new feed leader cannot go on playing the old leader's matches (their play lived in its memory):
// it cancels them as a real feed does an abandoned match. Their open markets are cancelled (bets on
// them are void and refunded) and the events too; markets already settled keep their results.
import type { FeedState } from '../feed/feed-state.js';
import type { FeedMessage } from '../feed/messages.js';

export const ABANDONED_REASON = 'feed_leader_changed';

export function abandonedEventMessages(
  state: FeedState,
  now: number,
  isOwn: (eventId: string) => boolean,
): FeedMessage[] {
  const messages: FeedMessage[] = [];
  for (const event of state.events.values()) {
    if (isOwn(event.id) || event.status === 'closed' || event.status === 'cancelled') continue;
    const open = state.marketsOf(event.id).filter((m) => m.status !== 'settled' && m.status !== 'cancelled');
    const producer = open[0]?.producer ?? 'sim-prematch';
    if (event.status === 'ended' && open.length === 0) {
      // Played and settled: only its closing was left.
      messages.push({
        type: 'fixture_change',
        timestamp: now,
        producer,
        eventId: event.id,
        changeType: 'status',
        fixture: { status: 'closed' },
      });
      continue;
    }
    if (open.length > 0)
      messages.push({
        type: 'bet_cancel',
        timestamp: now,
        producer,
        eventId: event.id,
        voidReason: ABANDONED_REASON,
        markets: open.map(({ type, specifiers }) => ({ type, specifiers: { ...specifiers } })),
      });
    messages.push({
      type: 'fixture_change',
      timestamp: now,
      producer,
      eventId: event.id,
      changeType: 'cancelled',
      fixture: { status: 'cancelled' },
    });
  }
  return messages;
}
