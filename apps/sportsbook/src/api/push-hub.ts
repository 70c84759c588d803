import type { FeedState } from '../feed/feed-state.js';
import type { FeedMessage } from '../feed/messages.js';
import { marketKey } from '../markets/market.js';
import { eventHead, isMainMarket, marketView } from './lobby.js';

/** Carries texts between instances (Redis pub/sub with REDIS_URL); each instance gets every text, its own too. */
export interface PushBus {
  publish(topic: string, text: string): void;
  subscribe(topic: string, deliver: (text: string) => void): () => void;
}

/** A connected socket: the events it follows and whether it follows the lobby. */
export interface PushClient {
  readonly events: Set<string>;
  lobby: boolean;
  send(text: string): void;
}

/** One flush's news of one event: the text for its followers and the shorter one for the lobby. */
interface Frame {
  eventId: string;
  text: string;
  lobbyText: string | null;
}

interface Changes {
  isHeadChanged: boolean;
  /** Changed market keys; null: every market of the event. */
  markets: Set<string> | null;
}

/** An event's news as texts built once: its changed markets for followers, its main market for the lobby. */
function frameOf(
  state: FeedState,
  competitionName: (id: string) => string,
  eventId: string,
  changes: Changes | null,
): Frame | null {
  const event = state.events.get(eventId);
  if (!event) return null;
  const head = eventHead(event, competitionName);
  const markets = state
    .marketsOf(eventId)
    .filter((m) => !changes?.markets || changes.markets.has(marketKey(m.type, m.specifiers)));
  const main = markets.find((m) => isMainMarket(event, m));
  const isLobbyNews = !changes || changes.isHeadChanged || main !== undefined;
  return {
    eventId,
    text: JSON.stringify({ type: 'event', event: head, markets: markets.map(marketView) }),
    lobbyText: isLobbyNews
      ? JSON.stringify({ type: 'event', event: head, markets: main ? [marketView(main)] : [] })
      : null,
  };
}

/**
 * The push channel's fan-out. Feed messages only mark what changed; every `flushMs` each changed event
 * becomes one text built once (its markets as they now stand), handed to every socket that follows
 * it, so a burst of odds changes costs one message per event per flush whatever the number of sockets.
 * With a bus, the texts go through it and every instance's sockets get them.
 */
export function createPushHub(options: {
  state: FeedState;
  competitionName: (id: string) => string;
  bus: PushBus | null;
  topic: string;
  flushMs: number;
}) {
  const { state, competitionName, bus, topic } = options;
  const clients = new Set<PushClient>();
  let pending = new Map<string, Changes>();

  const mark = (eventId: string, isHeadChanged: boolean, keys: string[] | null) => {
    const changes = pending.get(eventId) ?? { isHeadChanged: false, markets: new Set<string>() };
    changes.isHeadChanged ||= isHeadChanged;
    if (keys === null) changes.markets = null;
    else for (const key of keys) changes.markets?.add(key);
    pending.set(eventId, changes);
  };

  const deliver = (frames: Frame[]) => {
    for (const client of clients) {
      for (const frame of frames) {
        if (client.events.has(frame.eventId)) client.send(frame.text);
        else if (client.lobby && frame.lobbyText) client.send(frame.lobbyText);
      }
    }
  };
  const unsubscribeBus = bus?.subscribe(topic, (text) => deliver(JSON.parse(text) as Frame[])) ?? (() => {});

  const flush = () => {
    if (pending.size === 0) return;
    const changed = pending;
    pending = new Map();
    const frames = [...changed].flatMap(
      ([eventId, changes]) => frameOf(state, competitionName, eventId, changes) ?? [],
    );
    if (bus) bus.publish(topic, JSON.stringify(frames));
    else deliver(frames);
  };
  const timer = setInterval(flush, options.flushMs);
  timer.unref();

  return {
    onFeedMessage(message: FeedMessage) {
      if (
        message.type === 'producer_down' ||
        message.type === 'producer_up' ||
        message.type === 'snapshot_complete'
      ) {
        if (message.type === 'producer_down') for (const id of state.events.keys()) mark(id, false, null);
        return;
      }
      if (message.type === 'fixture_change') return mark(message.eventId, true, []);
      if (message.type === 'bet_stop') return mark(message.eventId, false, null);
      const keys = message.markets.map((m) => marketKey(m.type, m.specifiers ?? {}));
      mark(message.eventId, message.type === 'odds_change' && message.eventStatus !== undefined, keys);
    },
    /** A socket joins; answered at once with the current state of what it follows. */
    add(client: PushClient) {
      clients.add(client);
      return () => clients.delete(client);
    },
    /** The whole current state of an event, for a socket that starts following it. */
    snapshot(eventId: string) {
      return frameOf(state, competitionName, eventId, null);
    },
    flush,
    get clientCount() {
      return clients.size;
    },
    close() {
      clearInterval(timer);
      unsubscribeBus();
      clients.clear();
    },
  };
}
export type PushHub = ReturnType<typeof createPushHub>;
