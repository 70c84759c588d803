import { describe, expect, it } from 'vitest';
import { leaders, leagueTable, outrightMarket } from '../../markets/outrights.js';
import { FeedConsumer } from '../feed-consumer.js';
import type { FeedMessage } from '../messages.js';
import { roundRobin } from './league-season.js';
import { SimulatedFeed } from './simulated-feed.js';

const MATCH_MS = 600_000;

describe('the simulated league season and its outright', () => {
  it('pairs every team with every other once, home and away alternating', () => {
    const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
    const pairings = roundRobin(teams);
    expect(pairings).toHaveLength(15);
    const pairs = new Set(pairings.map(({ home, away }) => [home, away].sort().join('')));
    expect(pairs.size).toBe(15);
    const homes = teams.map((t) => pairings.filter((p) => p.home === t).length);
    expect(Math.max(...homes) - Math.min(...homes)).toBeLessThanOrEqual(2);
    expect(roundRobin(['A', 'B', 'C'])).toHaveLength(3);
  });

  it('publishes the league winner, reprices it as fixtures are played and settles it from the table', () => {
    let t = 0;
    const feed = new SimulatedFeed({
      seed: 3,
      now: () => t,
      matchDurationMs: MATCH_MS,
      upcomingPerSport: 1,
      leagueTeams: 4,
      outrightSimulations: 400,
    });
    const messages: FeedMessage[] = [];
    feed.subscribe((m) => messages.push(m));
    const consumer = new FeedConsumer(feed);
    for (; t <= 5 * MATCH_MS; t += 10_000) feed.tick();
    expect(consumer.refused).toEqual([]);

    const outrightId = 'sim:football:league:season-1:winner';
    const event = consumer.state.events.get(outrightId)!;
    expect(event).toMatchObject({
      kind: 'outright',
      sport: 'football',
      competitionId: 'sim:football:league',
    });
    const prices = messages.filter(
      (m): m is Extract<FeedMessage, { type: 'odds_change' }> =>
        m.type === 'odds_change' && m.eventId === outrightId,
    );
    // Priced at the start, then again with goals and results.
    expect(prices.length).toBeGreaterThan(6);
    const teams = prices[0]!.markets[0]!.outcomes.map((o) => o.id);
    expect(teams).toHaveLength(4);
    for (const price of prices.filter((m) => m.markets[0]!.status === 'active')) {
      const implied = price.markets[0]!.outcomes.reduce((sum, o) => sum + 1 / o.odds, 0);
      expect(implied).toBeGreaterThan(1);
    }
    expect(new Set(prices.map((m) => m.markets[0]!.outcomes[0]!.odds)).size).toBeGreaterThan(3);

    // The six fixtures as played, from their settled final scores.
    const fixtures = [...consumer.state.events.values()]
      .filter((e) => e.sport === 'football' && e.kind !== 'outright' && e.id !== outrightId)
      .filter((e) => e.status === 'ended' || e.status === 'closed')
      .slice(0, 6)
      .map((e) => ({ home: e.home, away: e.away, score: e.score! }));
    expect(fixtures).toHaveLength(6);
    const winners = leaders(leagueTable(teams, fixtures));
    const market = consumer.state.market(outrightId, 'outright', { competition: 'sim:football:league' })!;
    expect(market.status).toBe('settled');
    for (const team of teams) {
      const settled = market.settlement!.get(team)!;
      expect(settled.result, team).toBe(winners.includes(team) ? 1 : 0);
      if (winners.includes(team))
        expect(settled.deadHeatFactor).toEqual({ num: 1n, den: BigInt(winners.length) });
    }
    // The next season is already open.
    expect(consumer.state.events.get('sim:football:league:season-2:winner')?.status).toBe('not_started');
  });

  it('prices a live fixture from its score and the minutes left', () => {
    const ratings = new Map([
      ['A', { attack: 1, defence: 1 }],
      ['B', { attack: 1, defence: 1 }],
    ]);
    const price = (live?: { home: number; away: number; shareLeft: number }) =>
      outrightMarket({
        competition: 'c',
        ratings,
        fixtures: [{ home: 'A', away: 'B', live }],
        seed: 1,
        simulations: 4000,
        pricing: { margin: 0.05 },
      }).outcomes.find((o) => o.id === 'B')!.probability;
    // Two goals up with ten minutes left, B is far likelier to top the two-team table than before kick-off.
    expect(price({ home: 0, away: 2, shareLeft: 1 / 9 })).toBeGreaterThan(0.85);
    expect(price()).toBeLessThan(0.5);
  });
});
