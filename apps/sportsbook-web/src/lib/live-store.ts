import type { SportEventView, SportsMarket } from '@casino/contract/sportsbook';
import { useSyncExternalStore } from 'react';

export type EventHead = Omit<SportEventView, 'mainMarket' | 'marketCount'>;
export type PushMessage = { type: 'event'; event: EventHead; markets: SportsMarket[] };

/** A score change seen while the page was open: the tracker's line of the match. */
export interface TrackerEntry {
  at: number | null;
  side: 'home' | 'away';
  score: { home: number; away: number };
}

/**
 * The latest of every event and market the page has seen, from the API's answers and the push
 * channel. Screens read through it, so a pushed price reaches every place it is shown at once.
 */
export class LiveStore {
  private events = new Map<string, EventHead>();
  private markets = new Map<string, SportsMarket>();
  private tracker = new Map<string, TrackerEntry[]>();
  private listeners = new Set<() => void>();
  private revision = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getRevision = () => this.revision;

  event(id: string): EventHead | undefined {
    return this.events.get(id);
  }
  market(eventId: string, key: string): SportsMarket | undefined {
    return this.markets.get(`${eventId}|${key}`);
  }
  trackerOf(eventId: string): TrackerEntry[] {
    return this.tracker.get(eventId) ?? [];
  }

  /** What an API answer said; older than a push already seen (lower version) is ignored. */
  seed(event: EventHead, markets: readonly SportsMarket[]) {
    this.putEvent(event);
    for (const market of markets) this.putMarket(event.id, market);
    this.changed();
  }

  /**
   * What a quote says of one outcome now: its price and its market's version, or that it cannot be
   * taken (the market is then shown suspended until a push says otherwise).
   */
  requote(
    eventId: string,
    marketKey: string,
    outcomeId: string,
    now: { odds: number; version: number } | null,
  ) {
    const market = this.market(eventId, marketKey);
    if (!market) return;
    const updated: SportsMarket = now
      ? {
          ...market,
          status: 'active',
          version: Math.max(market.version, now.version),
          outcomes: market.outcomes.map((o) => (o.id === outcomeId ? { ...o, odds: now.odds } : o)),
        }
      : { ...market, status: 'suspended' };
    this.markets.set(`${eventId}|${marketKey}`, updated);
    this.changed();
  }

  apply(message: PushMessage) {
    this.putEvent(message.event);
    for (const market of message.markets) this.putMarket(message.event.id, market);
    this.changed();
  }

  private putEvent(event: EventHead) {
    const before = this.events.get(event.id)?.score;
    const after = event.score;
    if (before && after && (after.home !== before.home || after.away !== before.away)) {
      const side: TrackerEntry['side'] = after.home > before.home ? 'home' : 'away';
      const entries = this.tracker.get(event.id) ?? [];
      this.tracker.set(event.id, [...entries, { at: event.clockSeconds, side, score: after }].slice(-30));
    }
    this.events.set(event.id, event);
  }

  private putMarket(eventId: string, market: SportsMarket) {
    const id = `${eventId}|${market.key}`;
    const known = this.markets.get(id);
    if (!known || known.version <= market.version) this.markets.set(id, market);
  }

  private changed() {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }
}

export const liveStore = new LiveStore();

/** Re-renders on every change the store sees (reads are cheap map lookups). */
export function useLive(store: LiveStore = liveStore) {
  useSyncExternalStore(store.subscribe, store.getRevision);
  return store;
}
