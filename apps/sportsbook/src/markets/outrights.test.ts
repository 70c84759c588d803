import { describe, expect, it } from 'vitest';
import { createRng } from '../lib/rng.js';
import type { TeamRating } from '../models/football.js';
import { resultKindOf } from '../settlement/leg.js';
import { marginsOff, ReturnTally } from '../test/calibration.js';
import {
  leagueTable,
  outrightMarket,
  playRemaining,
  settleOutright,
  type LeagueFixture,
} from './outrights.js';

const ratings = new Map<string, TeamRating>([
  ['Harbour Rovers', { attack: 1.3, defence: 0.8 }],
  ['Millbrook Athletic', { attack: 1.1, defence: 0.95 }],
  ['Stonegate Town', { attack: 0.95, defence: 1.05 }],
  ['Larkfield United', { attack: 0.8, defence: 1.2 }],
]);
const teams = [...ratings.keys()];
const fixtures: LeagueFixture[] = teams.flatMap((home) =>
  teams.filter((a) => a !== home).map((away) => ({ home, away })),
);
// The first round is played: the weakest side leads.
fixtures[0]!.score = { home: 0, away: 1 };
fixtures[5]!.score = { home: 1, away: 1 };
fixtures[9]!.score = { home: 3, away: 0 };

describe('outrights', () => {
  it('settle from the table, with a dead heat for teams level at the top', () => {
    const level: LeagueFixture[] = [
      { home: 'A', away: 'B', score: { home: 2, away: 1 } },
      { home: 'B', away: 'C', score: { home: 2, away: 1 } },
      { home: 'C', away: 'A', score: { home: 2, away: 1 } },
    ];
    const table = leagueTable(['A', 'B', 'C'], level);
    expect(table.map((s) => s.points)).toEqual([3, 3, 3]);
    const a = settleOutright(table, 'A');
    expect(resultKindOf(a)).toBe('dead_heat');
    expect(a.deadHeatFactor).toEqual({ num: 1n, den: 3n });
    const won = leagueTable(['A', 'B'], [{ home: 'A', away: 'B', score: { home: 1, away: 0 } }]);
    expect(resultKindOf(settleOutright(won, 'A'))).toBe('won');
    expect(resultKindOf(settleOutright(won, 'B'))).toBe('lost');
  });

  it('are priced from seeded simulations of the rest of the season, reproducibly, with the margin', () => {
    const input = {
      competition: 'demo-league',
      ratings,
      fixtures,
      seed: 7,
      simulations: 3000,
      pricing: { margin: 0.1 },
    };
    const market = outrightMarket(input);
    expect(outrightMarket(input)).toEqual(market);
    expect(market.outcomes.map((o) => o.id)).toEqual(teams);
    expect(marginsOff([market], 0.1)).toEqual([]);

    // Seasons played out with another seed agree with the prices.
    const rng = createRng(8);
    const tally = new ReturnTally();
    const cache = new Map<string, { size: number; cdf: Float64Array }>();
    for (let i = 0; i < 3000; i++) {
      const table = leagueTable(teams, playRemaining(rng, ratings, fixtures, undefined, cache));
      tally.record(market, (team) => settleOutright(table, team));
    }
    expect(tally.size).toBe(4);
    expect(tally.outliers(5)).toEqual([]);
  });
});
