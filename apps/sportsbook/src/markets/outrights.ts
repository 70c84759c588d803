// Outrights: the winner of a league competition, priced by playing the rest of its fixtures many times
// from the football model (seeded), and settled from the final table. Teams level on points, goal
// difference and goals scored share first place: each is a dead heat with factor 1 / (number level).
import { createRng, type Rng } from '../lib/rng.js';
import {
  DEFAULT_FOOTBALL_PARAMS,
  goalRates,
  scoreMatrix,
  type FootballParams,
  type TeamRating,
} from '../models/football.js';
import { deadHeat, LOST, WON, type OutcomeSettlement } from '../settlement/leg.js';
import { ratio } from '../settlement/ratio.js';
import { priceMarket, type Market, type PricingOptions } from './market.js';

export interface LeagueFixture {
  home: string;
  away: string;
  /** The final score once played. */
  score?: { home: number; away: number };
  /** A fixture being played: the score so far and the share of the 90 minutes still to play. */
  live?: { home: number; away: number; shareLeft: number };
}

export interface Standing {
  team: string;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

export function leagueTable(teams: readonly string[], fixtures: readonly LeagueFixture[]): Standing[] {
  const rows = new Map(teams.map((team) => [team, { team, points: 0, goalsFor: 0, goalsAgainst: 0 }]));
  for (const { home, away, score } of fixtures) {
    if (!score) continue;
    const h = rows.get(home)!;
    const a = rows.get(away)!;
    h.goalsFor += score.home;
    h.goalsAgainst += score.away;
    a.goalsFor += score.away;
    a.goalsAgainst += score.home;
    if (score.home > score.away) h.points += 3;
    else if (score.home < score.away) a.points += 3;
    else {
      h.points += 1;
      a.points += 1;
    }
  }
  const key = (s: Standing) => [s.points, s.goalsFor - s.goalsAgainst, s.goalsFor];
  return [...rows.values()].sort((x, y) => {
    const [a, b] = [key(x), key(y)];
    return b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!;
  });
}

/** The teams sharing first place (one unless a dead heat). */
export function leaders(table: readonly Standing[]): string[] {
  const top = table[0]!;
  const level = (s: Standing) =>
    s.points === top.points &&
    s.goalsFor - s.goalsAgainst === top.goalsFor - top.goalsAgainst &&
    s.goalsFor === top.goalsFor;
  return table.filter(level).map((s) => s.team);
}

export function settleOutright(table: readonly Standing[], team: string): OutcomeSettlement {
  const first = leaders(table);
  if (!first.includes(team)) return LOST;
  return first.length === 1 ? WON : deadHeat(ratio(1, first.length));
}

type ScoreSampler = { size: number; cdf: Float64Array };

/** The cumulative score distribution of what is left to play of a fixture (all of it when unstarted). */
function samplerFor(
  fixture: LeagueFixture,
  ratings: ReadonlyMap<string, TeamRating>,
  params: FootballParams,
): ScoreSampler {
  const rates = goalRates(ratings.get(fixture.home)!, ratings.get(fixture.away)!, params);
  const left = fixture.live?.shareLeft ?? 1;
  // As the live football prices do: the low-score correction only while the match is goalless.
  const goalless = !fixture.live || fixture.live.home + fixture.live.away === 0;
  const matrix = scoreMatrix(rates.home * left, rates.away * left, goalless ? params.rho : 0);
  let sum = 0;
  return { size: matrix.length, cdf: Float64Array.from(matrix.flat(), (p) => (sum += p)) };
}

/** Plays every unplayed fixture (and the rest of every live one) once from the model. */
export function playRemaining(
  rng: Rng,
  ratings: ReadonlyMap<string, TeamRating>,
  fixtures: readonly LeagueFixture[],
  params: FootballParams = DEFAULT_FOOTBALL_PARAMS,
  cumulative = new Map<string, ScoreSampler>(),
): LeagueFixture[] {
  return fixtures.map((fixture) => {
    if (fixture.score) return fixture;
    const { live } = fixture;
    const key = `${fixture.home}|${fixture.away}|${live ? `${live.home}-${live.away}@${live.shareLeft}` : ''}`;
    if (!cumulative.has(key)) cumulative.set(key, samplerFor(fixture, ratings, params));
    const { size, cdf } = cumulative.get(key)!;
    const u = rng.next() * cdf[cdf.length - 1]!;
    // The first cell whose cumulative probability passes u (binary search: 169 cells).
    let [low, high] = [0, cdf.length - 1];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cdf[mid]! <= u) low = mid + 1;
      else high = mid;
    }
    const cell = low;
    const played = { home: Math.floor(cell / size), away: cell % size };
    const score = live ? { home: live.home + played.home, away: live.away + played.away } : played;
    return { home: fixture.home, away: fixture.away, score };
  });
}

export interface OutrightInput {
  competition: string;
  ratings: ReadonlyMap<string, TeamRating>;
  fixtures: readonly LeagueFixture[];
  seed: number;
  simulations: number;
  pricing: PricingOptions;
}

/** The winner market: each team's fair probability is its expected dead-heat share of first place. */
export function outrightMarket({
  competition,
  ratings,
  fixtures,
  seed,
  simulations,
  pricing,
}: OutrightInput): Market {
  const rng = createRng(seed);
  const teams = [...ratings.keys()];
  const shares = new Map(teams.map((team) => [team, 0]));
  const cumulative = new Map<string, ScoreSampler>();
  for (let i = 0; i < simulations; i++) {
    const first = leaders(leagueTable(teams, playRemaining(rng, ratings, fixtures, undefined, cumulative)));
    for (const team of first) shares.set(team, shares.get(team)! + 1 / first.length / simulations);
  }
  return priceMarket('outright', { competition }, [...shares], pricing);
}
