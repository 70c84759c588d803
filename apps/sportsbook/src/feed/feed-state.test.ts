import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resultKindOf } from '../settlement/leg.js';
import { parseFeedMessage, RecordedFeedAdapter } from './adapter.js';
import { FeedConsumer } from './feed-consumer.js';
import { deadHeatRatio } from './feed-state.js';

const log = readFileSync(new URL('./fixtures/recorded-match.jsonl', import.meta.url), 'utf8');
const EVENT = 'sim:match:1';

describe('a recorded feed log replayed through the adapter', () => {
  it('builds the event and its markets, with versions growing on every change', () => {
    const adapter = new RecordedFeedAdapter(log);
    const consumer = new FeedConsumer(adapter);
    const versions: number[] = [];
    const checks: Array<{ at: number; check: ReturnType<typeof consumer.state.checkSelection> }> = [];
    adapter.subscribe((message) => {
      const market = consumer.state.market(EVENT, '1x2');
      if (market && versions.at(-1) !== market.version) versions.push(market.version);
      checks.push({ at: message.timestamp, check: consumer.state.checkSelection(EVENT, '1x2', {}, 'home') });
    });
    adapter.replay();

    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const at = (timestamp: number) => checks.find((c) => c.at === timestamp)?.check;
    expect(at(3000)).toEqual({ ok: true, odds: 1.8, version: 2 });
    expect(at(600000)).toEqual({ ok: false, reason: 'market_not_active' });
    expect(at(620000)).toEqual({ ok: false, reason: 'producer_down' });
    // Up again but still suspended until the recovery's odds arrive.
    expect(at(640000)).toEqual({ ok: false, reason: 'market_not_active' });
    expect(at(641000)).toEqual({ ok: true, odds: 1.3, version: 6 });

    expect(consumer.refused.map((r) => [r.message.timestamp, r.reason])).toEqual([
      [4000, 'unknown_event'],
      [621000, 'producer_down'],
    ]);
    expect(adapter.recoveryRequests).toEqual([{ producer: 'live', requestId: 1 }]);
    expect(consumer.state.events.get(EVENT)).toMatchObject({ status: 'ended', score: { home: 2, away: 2 } });
  });

  it('settles with void factors, rolls a settlement back and re-settles, cancels for a time range', () => {
    const adapter = new RecordedFeedAdapter(log);
    const { state } = new FeedConsumer(adapter);
    adapter.replay();

    const result = state.market(EVENT, '1x2')!;
    expect(result.status).toBe('settled');
    expect(resultKindOf(result.settlement!.get('draw')!)).toBe('won');
    expect(resultKindOf(result.settlement!.get('home')!)).toBe('lost');

    const asian = state.market(EVENT, 'asian_handicap', { hcp: -0.25 })!;
    expect(resultKindOf(asian.settlement!.get('home')!)).toBe('half_lost');
    expect(resultKindOf(asian.settlement!.get('away')!)).toBe('half_won');

    // Cancelled, un-cancelled, cancelled again: a settlement after the cancel does not apply.
    const totals = state.market(EVENT, 'totals', { total: 2.5 })!;
    expect(totals.status).toBe('cancelled');
    expect(totals.settlement).toBeUndefined();
    expect(state.isVoidedByCancel(totals, 630000)).toBe(true);
    expect(state.isVoidedByCancel(totals, 650000)).toBe(false);
    expect(state.checkSelection(EVENT, 'totals', { total: 2.5 }, 'over')).toEqual({
      ok: false,
      reason: 'event_not_open',
    });
  });

  it('takes a dead-heat factor of 1/k sent as a decimal as exactly 1/k', () => {
    expect(deadHeatRatio(0.333333)).toEqual({ num: 1n, den: 3n });
    expect(deadHeatRatio(0.5)).toEqual({ num: 1n, den: 2n });
    expect(deadHeatRatio(0.4)).toEqual({ num: 2n, den: 5n });
  });

  it('refuses messages the schema does not know', () => {
    expect(() => parseFeedMessage({ type: 'odds_change', timestamp: 1, producer: 'pre' })).toThrow();
    expect(() =>
      parseFeedMessage({
        type: 'bet_settlement',
        timestamp: 1,
        producer: 'pre',
        eventId: 'x',
        markets: [{ type: '1x2', outcomes: [{ id: 'home', result: 1, deadHeatFactor: 2 }] }],
      }),
    ).toThrow();
    expect(() => parseFeedMessage({ type: 'alive', timestamp: 1, producer: 'pre' })).toThrow();
  });
});
