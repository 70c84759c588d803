// The sportsbook's picture of the world, built only by applying feed messages in order. Every change
// to a market grows its version; suspended, settled or cancelled markets refuse selections; while a
// producer is down all its markets are suspended until recovery brings fresh odds.
import { marketKey, type Market, type Specifiers } from '../markets/market.js';
import type { OutcomeSettlement } from '../settlement/leg.js';
import { ratio, ratioFromDecimal } from '../settlement/ratio.js';
import type { FeedMessage, SportEvent } from './messages.js';

export interface FeedMarket extends Market {
  eventId: string;
  producer: string;
  settlement?: Map<string, OutcomeSettlement>;
  /** A cancel voids bets placed in [startTime, endTime] (open ends: no bound). */
  cancel?: { startTime?: number; endTime?: number; reason?: string };
}

/** Feeds send dead-heat factors as decimals (0.333333): a factor that is 1/k to 6 places is taken as 1/k. */
export function deadHeatRatio(factor: number) {
  const k = Math.round(1 / factor);
  if (factor > 0 && Math.abs(factor - 1 / k) < 5e-7) return ratio(1, k);
  return ratioFromDecimal(factor);
}

export interface FeedStateDump {
  events: SportEvent[];
  markets: FeedMarket[];
  producers: Array<[string, { isUp: boolean; since: number }]>;
}

export type ApplyResult = { applied: true } | { applied: false; reason: string };

export type SelectionCheck =
  | { ok: true; odds: number; version: number }
  | {
      ok: false;
      reason: 'unknown_market' | 'unknown_outcome' | 'market_not_active' | 'producer_down' | 'event_not_open';
    };

export class FeedState {
  readonly events = new Map<string, SportEvent>();
  private readonly markets = new Map<string, Map<string, FeedMarket>>();
  private readonly producers = new Map<string, { isUp: boolean; since: number }>();

  /** Everything the state holds, for a snapshot (feed-snapshot.ts encodes it). */
  dump(): FeedStateDump {
    return {
      events: [...this.events.values()],
      markets: [...this.allMarkets()],
      producers: [...this.producers],
    };
  }

  /** Replaces the state by a dump (an instance starting from a snapshot). */
  load(dump: FeedStateDump) {
    this.events.clear();
    this.markets.clear();
    this.producers.clear();
    for (const event of dump.events) this.events.set(event.id, event);
    for (const market of dump.markets)
      this.eventMarkets(market.eventId).set(marketKey(market.type, market.specifiers), market);
    for (const [producer, status] of dump.producers) this.producers.set(producer, status);
  }

  isProducerUp(producer: string): boolean {
    return this.producers.get(producer)?.isUp ?? true;
  }

  market(eventId: string, type: string, specifiers: Specifiers = {}): FeedMarket | undefined {
    return this.markets.get(eventId)?.get(marketKey(type, specifiers));
  }

  marketsOf(eventId: string): FeedMarket[] {
    return [...(this.markets.get(eventId)?.values() ?? [])];
  }

  /** Can a bet be taken on this outcome now? (Placement also compares the odds and version it saw.) */
  checkSelection(eventId: string, type: string, specifiers: Specifiers, outcomeId: string): SelectionCheck {
    const market = this.market(eventId, type, specifiers);
    if (!market) return { ok: false, reason: 'unknown_market' };
    if (!this.isProducerUp(market.producer)) return { ok: false, reason: 'producer_down' };
    const status = this.events.get(eventId)?.status;
    if (status !== 'not_started' && status !== 'live') return { ok: false, reason: 'event_not_open' };
    if (market.status !== 'active') return { ok: false, reason: 'market_not_active' };
    const outcome = market.outcomes.find((o) => o.id === outcomeId);
    if (!outcome) return { ok: false, reason: 'unknown_outcome' };
    return { ok: true, odds: outcome.odds, version: market.version };
  }

  /** Whether a bet placed at `placedAt` on this market is voided by its cancel. */
  isVoidedByCancel(market: FeedMarket, placedAt: number): boolean {
    if (!market.cancel) return false;
    const { startTime, endTime } = market.cancel;
    return (
      (startTime === undefined || placedAt >= startTime) && (endTime === undefined || placedAt <= endTime)
    );
  }

  apply(message: FeedMessage): ApplyResult {
    switch (message.type) {
      case 'producer_down':
        return this.applyProducerDown(message);
      case 'producer_up':
        // Markets stay suspended: the recovery's odds changes reopen them with fresh prices.
        this.producers.set(message.producer, { isUp: true, since: message.timestamp });
        return { applied: true };
      case 'snapshot_complete':
        return { applied: true };
      case 'fixture_change':
        return this.applyFixtureChange(message);
      default:
        break;
    }
    const event = this.events.get(message.eventId);
    if (!event) return { applied: false, reason: 'unknown_event' };
    switch (message.type) {
      case 'odds_change':
        return this.applyOddsChange(message, event);
      case 'bet_stop':
        return this.applyBetStop(message);
      case 'bet_settlement':
        return this.applyBetSettlement(message);
      case 'rollback_bet_settlement':
        return this.eachMarket(event.id, message.markets, 'settled', (m) => ({
          ...m,
          status: 'suspended',
          settlement: undefined,
        }));
      case 'bet_cancel':
        return this.applyBetCancel(message);
      case 'rollback_bet_cancel':
        return this.eachMarket(event.id, message.markets, 'cancelled', (m) => ({
          ...m,
          status: 'suspended',
          cancel: undefined,
        }));
    }
  }

  private applyProducerDown(message: Extract<FeedMessage, { type: 'producer_down' }>): ApplyResult {
    this.producers.set(message.producer, { isUp: false, since: message.timestamp });
    for (const market of this.allMarkets()) {
      if (market.producer === message.producer) this.change(market, (m) => this.suspend(m));
    }
    return { applied: true };
  }

  private applyOddsChange(
    message: Extract<FeedMessage, { type: 'odds_change' }>,
    event: SportEvent,
  ): ApplyResult {
    if (!this.isProducerUp(message.producer)) return { applied: false, reason: 'producer_down' };
    if (message.eventStatus) this.events.set(event.id, { ...event, ...message.eventStatus });
    for (const incoming of message.markets) {
      const key = marketKey(incoming.type, incoming.specifiers);
      const existing = this.markets.get(event.id)?.get(key);
      if (existing && (existing.status === 'settled' || existing.status === 'cancelled')) continue;
      const market: FeedMarket = {
        eventId: event.id,
        producer: message.producer,
        type: incoming.type,
        specifiers: incoming.specifiers,
        status: incoming.status,
        version: (existing?.version ?? 0) + 1,
        // A market deactivated without prices keeps its last ones (bets on it still settle).
        outcomes: incoming.outcomes.length === 0 && existing ? existing.outcomes : incoming.outcomes,
      };
      this.eventMarkets(event.id).set(key, market);
    }
    return { applied: true };
  }

  private applyBetStop(message: Extract<FeedMessage, { type: 'bet_stop' }>): ApplyResult {
    for (const market of this.marketsOf(message.eventId)) {
      if (!message.marketTypes || message.marketTypes.includes(market.type)) {
        this.change(market, (m) => this.suspend(m));
      }
    }
    return { applied: true };
  }

  private applyBetSettlement(message: Extract<FeedMessage, { type: 'bet_settlement' }>): ApplyResult {
    for (const settled of message.markets) {
      const market = this.market(message.eventId, settled.type, settled.specifiers);
      if (!market || market.status === 'cancelled') continue;
      const settlement = new Map<string, OutcomeSettlement>(
        settled.outcomes.map((o) => [
          o.id,
          {
            result: o.result,
            voidFactor: ratioFromDecimal(o.voidFactor),
            deadHeatFactor: deadHeatRatio(o.deadHeatFactor),
          },
        ]),
      );
      this.change(market, (m) => ({ ...m, status: 'settled', settlement }));
    }
    return { applied: true };
  }

  private applyBetCancel(message: Extract<FeedMessage, { type: 'bet_cancel' }>): ApplyResult {
    for (const ref of message.markets) {
      const market = this.market(message.eventId, ref.type, ref.specifiers);
      if (!market) continue;
      const cancel = {
        startTime: message.startTime,
        endTime: message.endTime,
        reason: message.voidReason,
      };
      this.change(market, (m) => ({ ...m, status: 'cancelled', cancel }));
    }
    return { applied: true };
  }

  private applyFixtureChange(message: Extract<FeedMessage, { type: 'fixture_change' }>): ApplyResult {
    const event = this.events.get(message.eventId);
    if (message.changeType === 'new') {
      const parsed = { ...message.fixture, id: message.eventId } as SportEvent;
      if (!parsed.sport || !parsed.home || !parsed.away || parsed.startTime === undefined) {
        return { applied: false, reason: 'incomplete_fixture' };
      }
      this.events.set(message.eventId, { ...parsed, status: parsed.status ?? 'not_started' });
      return { applied: true };
    }
    if (!event) return { applied: false, reason: 'unknown_event' };
    const status =
      message.changeType === 'cancelled'
        ? 'cancelled'
        : message.changeType === 'postponed'
          ? 'postponed'
          : undefined;
    this.events.set(event.id, { ...event, ...message.fixture, id: event.id, ...(status ? { status } : {}) });
    if (status) for (const market of this.marketsOf(event.id)) this.change(market, (m) => this.suspend(m));
    return { applied: true };
  }

  private eachMarket(
    eventId: string,
    refs: ReadonlyArray<{ type: string; specifiers: Specifiers }>,
    from: FeedMarket['status'],
    update: (m: FeedMarket) => FeedMarket,
  ): ApplyResult {
    for (const ref of refs) {
      const market = this.market(eventId, ref.type, ref.specifiers);
      if (market?.status === from) this.change(market, update);
    }
    return { applied: true };
  }

  private suspend(m: FeedMarket): FeedMarket {
    return m.status === 'active' ? { ...m, status: 'suspended' } : m;
  }

  /** Replaces a market by its update, growing the version when anything changed. */
  private change(market: FeedMarket, update: (m: FeedMarket) => FeedMarket) {
    const next = update(market);
    if (next === market) return;
    this.eventMarkets(market.eventId).set(marketKey(market.type, market.specifiers), {
      ...next,
      version: market.version + 1,
    });
  }

  private eventMarkets(eventId: string) {
    let map = this.markets.get(eventId);
    if (!map) this.markets.set(eventId, (map = new Map()));
    return map;
  }

  private *allMarkets() {
    for (const map of this.markets.values()) yield* map.values();
  }
}
