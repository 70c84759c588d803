import { describe, expect, it } from 'vitest';
import { parseFeedMessage } from '../adapter.js';
import { FeedConsumer } from '../feed-consumer.js';
import type { FeedMessage } from '../messages.js';
import { LIVE, SimulatedFeed } from './simulated-feed.js';

const MATCH_MS = 600_000;

function run(
  seed: number,
  until: number,
  onTick?: (t: number, consumer: FeedConsumer, feed: SimulatedFeed) => void,
) {
  let t = 0;
  const feed = new SimulatedFeed({ seed, now: () => t, matchDurationMs: MATCH_MS, upcomingPerSport: 1 });
  const messages: FeedMessage[] = [];
  feed.subscribe((m) => messages.push(m));
  const consumer = new FeedConsumer(feed);
  for (; t <= until; t += 5_000) {
    feed.tick();
    onTick?.(t, consumer, feed);
  }
  return { feed, consumer, messages };
}

describe('the simulated feed', () => {
  it('keeps upcoming, live and finished events, and settles what it played', () => {
    const seen = new Set<string>();
    const { consumer, messages } = run(42, 2 * MATCH_MS, (t, c) => {
      if (t === Math.round((1.6 * MATCH_MS) / 5_000) * 5_000) {
        for (const e of c.state.events.values()) seen.add(e.status);
      }
    });
    expect([...seen].sort()).toEqual(expect.arrayContaining(['ended', 'live', 'not_started']));
    expect(consumer.refused).toEqual([]);
    for (const m of messages) expect(parseFeedMessage(JSON.parse(JSON.stringify(m)))).toEqual(m);

    for (const sport of ['football', 'tennis', 'basketball']) {
      const finished = [...consumer.state.events.values()].find(
        (e) => e.sport === sport && (e.status === 'ended' || e.status === 'closed'),
      );
      expect(finished, sport).toBeDefined();
      expect(finished!.competitionId).toMatch(/^sim:/);
      const markets = consumer.state.marketsOf(finished!.id);
      expect(markets.length).toBeGreaterThan(5);
      expect(markets.filter((m) => m.status !== 'settled')).toEqual([]);
      const winner =
        finished!.score!.home > finished!.score!.away
          ? 'home'
          : finished!.score!.home < finished!.score!.away
            ? 'away'
            : 'draw';
      const type = sport === 'football' ? '1x2' : sport === 'tennis' ? 'match_winner' : 'moneyline';
      const settled = consumer.state.market(finished!.id, type)!.settlement!;
      expect(settled.get(winner)?.result, `${sport} ${JSON.stringify(finished!.score)}`).toBe(1);
    }
  });

  it('moves the live odds with the play, versions growing', () => {
    const { messages } = run(7, 1.2 * MATCH_MS);
    const firstFootball = messages.find(
      (m) => m.type === 'fixture_change' && m.fixture?.sport === 'football' && m.fixture.kind !== 'outright',
    )!;
    const live = messages.filter(
      (m): m is Extract<FeedMessage, { type: 'odds_change' }> =>
        m.type === 'odds_change' &&
        m.eventId === (firstFootball as { eventId: string }).eventId &&
        m.producer === LIVE,
    );
    const homeOdds = live.map((m) => m.markets.find((x) => x.type === '1x2')!.outcomes[0]!.odds);
    expect(live.length).toBeGreaterThanOrEqual(6);
    expect(new Set(homeOdds).size).toBeGreaterThan(3);
    // After a goal the passed lines and the old next-goal market are deactivated.
    const deactivated = live.flatMap((m) =>
      m.markets.filter((x) => x.status === 'deactivated').map((x) => x.type),
    );
    expect(deactivated).toContain('next_goal');
  });

  it('is deterministic under a seed and an injected clock', () => {
    const a = run(11, 0.7 * MATCH_MS).messages;
    const b = run(11, 0.7 * MATCH_MS).messages;
    const c = run(12, 0.7 * MATCH_MS).messages;
    expect(a.some((m) => m.type === 'odds_change' && m.producer === LIVE)).toBe(true);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });

  it('suspends everything of a producer that goes down, and recovers when it is back', () => {
    const checks: string[] = [];
    run(5, 1.2 * MATCH_MS, (t, consumer, feed) => {
      const live = [...consumer.state.events.values()].find((e) => e.status === 'live');
      if (t === 700_000) feed.setProducerDown(LIVE, true);
      if (t === 720_000) feed.setProducerDown(LIVE, false);
      if (!live || (t !== 710_000 && t !== 720_000)) return;
      const market = consumer.state.marketsOf(live.id).find((m) => m.producer === LIVE);
      const check = consumer.state.checkSelection(
        live.id,
        market!.type,
        market!.specifiers,
        market!.outcomes[0]!.id,
      );
      checks.push(check.ok ? 'ok' : check.reason);
    });
    expect(checks).toEqual(['producer_down', 'ok']);
  });
});
