import { describe, expect, it } from 'vitest';
import { FeedConsumer } from '../feed-consumer.js';
import { SimulatedFeed } from './simulated-feed.js';

const MATCH_MS = 600_000;

/** Plays the feed from a seed and answers each finished match's detail and score. */
function finished(seed: number) {
  let t = 0;
  const feed = new SimulatedFeed({ seed, now: () => t, matchDurationMs: MATCH_MS, upcomingPerSport: 1 });
  const consumer = new FeedConsumer(feed);
  for (; t <= 2 * MATCH_MS; t += 5_000) feed.tick();
  return [...consumer.state.events.values()]
    .filter((e) => e.kind !== 'outright' && (e.status === 'ended' || e.status === 'closed'))
    .map((e) => ({ id: e.id, sport: e.sport, score: e.score!, detail: e.detail! }));
}

const statsOf = (detail: string) =>
  Object.fromEntries(
    [...(/ stats (.*)$/.exec(detail)?.[1] ?? '').matchAll(/(\w+)=(\d+)-(\d+)/g)].map((m) => [
      m[1],
      [Number(m[2]), Number(m[3])],
    ]),
  ) as Record<string, [number, number]>;

describe("a simulated match's statistics", () => {
  it('are the same from the same seed, and each sport has its own, consistent with the score', () => {
    const first = finished(7);
    expect(finished(7)).toEqual(first);
    expect(finished(8).map((m) => m.detail)).not.toEqual(first.map((m) => m.detail));
    for (const sport of ['football', 'tennis', 'basketball'] as const)
      expect(
        first.some((m) => m.sport === sport),
        sport,
      ).toBe(true);
    for (const match of first) {
      const stats = statsOf(match.detail);
      if (match.sport === 'football') {
        expect(Object.keys(stats)).toEqual(['shots', 'onTarget', 'corners', 'possession']);
        // Every goal is a shot on target, every shot on target a shot; possession adds up to 100.
        expect(stats.onTarget![0]).toBeGreaterThanOrEqual(match.score.home);
        expect(stats.onTarget![1]).toBeGreaterThanOrEqual(match.score.away);
        expect(stats.shots![0]).toBeGreaterThanOrEqual(stats.onTarget![0]);
        expect(stats.shots![1]).toBeGreaterThanOrEqual(stats.onTarget![1]);
        expect(stats.shots![0] + stats.shots![1]).toBeGreaterThan(5);
        expect(stats.possession![0] + stats.possession![1]).toBe(100);
      } else if (match.sport === 'tennis') {
        expect(Object.keys(stats)).toEqual(['aces', 'doubleFaults']);
        expect(match.detail).toMatch(/^games \d+-\d+ points \d+-\d+ server [AB] stats /);
      } else {
        expect(Object.keys(stats)).toEqual(['fouls', 'rebounds']);
        expect(stats.rebounds![0] + stats.rebounds![1]).toBeGreaterThan(20);
      }
    }
  });
});
