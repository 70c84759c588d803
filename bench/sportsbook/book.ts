import { FeedState } from '../../apps/sportsbook/src/feed/feed-state';
import type { SelectionRequest } from '../../apps/sportsbook/src/placement/check-ticket';

/** A book of `count` football events, each with a 1x2 market at 2.00 / 3.40 / 3.80. */
export function benchBook(count: number) {
  const state = new FeedState();
  for (let i = 0; i < count; i += 1) {
    const eventId = `bench:${i}`;
    state.apply({
      type: 'fixture_change',
      timestamp: 1,
      producer: 'pre',
      eventId,
      changeType: 'new',
      fixture: {
        sport: 'football',
        competitionId: 'bench',
        home: `H${i}`,
        away: `A${i}`,
        startTime: 9e12,
        status: 'not_started',
      },
    });
    state.apply({
      type: 'odds_change',
      timestamp: 2,
      producer: 'pre',
      eventId,
      markets: [
        {
          type: '1x2',
          specifiers: {},
          status: 'active',
          outcomes: [
            { id: 'home', odds: 2, probability: 0.45 },
            { id: 'draw', odds: 3.4, probability: 0.28 },
            { id: 'away', odds: 3.8, probability: 0.27 },
          ],
        },
      ],
    });
  }
  return state;
}

export function pickOf(state: FeedState, eventIndex: number, outcomeId = 'home'): SelectionRequest {
  const eventId = `bench:${eventIndex}`;
  const market = state.market(eventId, '1x2')!;
  const odds = market.outcomes.find((o) => o.id === outcomeId)!.odds;
  return { eventId, marketType: '1x2', specifiers: {}, outcomeId, odds, version: market.version };
}

/** Runs `total` jobs, `concurrency` at a time; answers each job's duration in milliseconds. */
export async function timed(total: number, concurrency: number, job: (i: number) => Promise<unknown>) {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const begun = performance.now();
        await job(i);
        durations.push(performance.now() - begun);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, durations: durations.sort((a, b) => a - b) };
}
