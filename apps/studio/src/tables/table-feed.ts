import type { FastifyBaseLogger } from 'fastify';
import type { Leadership } from '../lib/leadership';
import { createLiveFeed, type LiveBus } from '../lib/live-feed';
import type { TableEvent, TableLoop } from './table-loop';

type TableState = ReturnType<TableLoop['publicState']>;

/** What a table's sockets and its state route follow, on the leader and elsewhere alike. */
export interface TableLive {
  subscribe(listener: (event: TableEvent) => void): () => void;
  /** The leader's own state; elsewhere the last state the feed brought (with this server's time). */
  publicState(): TableState;
  close(): void;
}

/**
 * A table's events through the instances' feed (lib/live-feed.ts): the leader's loop emits them, every
 * instance's sockets receive them. Instances that do not lead keep the last state, its totals moved
 * on by the `bets` events, for sockets that open there.
 */
export function createTableLive(
  loop: TableLoop,
  options: { bus: LiveBus | null; leadership: Leadership; log: FastifyBaseLogger; now: () => Date },
): TableLive {
  const { leadership } = options;
  const feed = createLiveFeed<TableEvent>({
    bus: options.bus,
    topic: `table:${loop.table.slug}`,
    acceptsRemote: () => !leadership.isLeader(),
    log: options.log,
  });
  let last: TableState | null = null;
  feed.subscribe((event) => {
    if (event.type === 'state') last = event.state;
    else if (event.type === 'bets' && last?.roundId === event.roundId)
      last = { ...last, totals: event.totals, players: event.players };
  });
  const stopFollowing = loop.subscribe((event) => feed.emit(event));
  return {
    subscribe: (listener) => feed.subscribe(listener),
    publicState() {
      if (leadership.isLeader() || !last) return loop.publicState();
      return { ...last, serverTime: options.now().toISOString() };
    },
    close() {
      stopFollowing();
      feed.close();
    },
  };
}
