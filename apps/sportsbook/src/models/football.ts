// Football: Dixon and Coles (1997). Each side's goals are Poisson with rates from the teams' ratings
// (home: base x attack_home x defence_away x home advantage; away: base x attack_away x defence_home;
// ratings are multipliers around 1, a defence above 1 concedes more), and the joint probability of the
// low scores is corrected by tau(x, y) with parameter rho (negative rho: more 0-0 and 1-1, fewer 1-0, 0-1).
// Half-time: given the full-time goals, each goal falls in the first half with probability
// `firstHalfShare` (exact for Poisson goals: thinning), which gives the HT/FT joint distribution.
import { binomialPmf, poissonPmf } from '../lib/distributions.js';

export interface TeamRating {
  attack: number;
  defence: number;
}

export interface FootballParams {
  /** Goals per team per match between two average teams on neutral ground. */
  baseRate: number;
  homeAdvantage: number;
  rho: number;
  firstHalfShare: number;
}

export const DEFAULT_FOOTBALL_PARAMS: FootballParams = {
  baseRate: 1.35,
  homeAdvantage: 1.25,
  rho: -0.1,
  firstHalfShare: 0.45,
};

export const MATCH_MINUTES = 90;
const MAX_GOALS = 12;

export function goalRates(home: TeamRating, away: TeamRating, params = DEFAULT_FOOTBALL_PARAMS) {
  return {
    home: params.baseRate * home.attack * away.defence * params.homeAdvantage,
    away: params.baseRate * away.attack * home.defence,
  };
}

/** The Dixon-Coles correction of the joint probability of x home and y away goals. */
export function tau(x: number, y: number, lambda: number, mu: number, rho: number): number {
  if (x === 0 && y === 0) return 1 - lambda * mu * rho;
  if (x === 0 && y === 1) return 1 + lambda * rho;
  if (x === 1 && y === 0) return 1 + mu * rho;
  if (x === 1 && y === 1) return 1 - rho;
  return 1;
}

/** P(x, y) for x, y in 0..MAX_GOALS, normalised so the truncated tail does not leak. */
export function scoreMatrix(lambda: number, mu: number, rho: number): number[][] {
  const matrix: number[][] = [];
  let total = 0;
  for (let x = 0; x <= MAX_GOALS; x++) {
    const row: number[] = [];
    for (let y = 0; y <= MAX_GOALS; y++) {
      const p = tau(x, y, lambda, mu, rho) * poissonPmf(x, lambda) * poissonPmf(y, mu);
      row.push(p);
      total += p;
    }
    matrix.push(row);
  }
  return matrix.map((row) => row.map((p) => p / total));
}

export type Side = 'home' | 'away';

/** What a football market settles on: the score at full time and half-time, and who scored in order. */
export interface FootballResult {
  home: number;
  away: number;
  htHome: number;
  htAway: number;
  goals: Side[];
}

export interface FootballState {
  minute: number;
  home: number;
  away: number;
  goals: Side[];
}

export const KICK_OFF: FootballState = { minute: 0, home: 0, away: 0, goals: [] };

/**
 * The distribution of the final score from a match state: the remaining goals follow the model with
 * rates scaled by the time left (the low-score correction is kept while the match is goalless), added
 * to the score. Before kick-off this is the Dixon-Coles matrix itself.
 */
export function finalScoreDistribution(
  rates: { home: number; away: number },
  state: FootballState,
  rho: number,
): Array<{ home: number; away: number; p: number }> {
  const left = Math.max(0, MATCH_MINUTES - state.minute) / MATCH_MINUTES;
  const remaining = scoreMatrix(
    rates.home * left,
    rates.away * left,
    state.home + state.away === 0 ? rho : 0,
  );
  const out: Array<{ home: number; away: number; p: number }> = [];
  remaining.forEach((row, x) =>
    row.forEach((p, y) => {
      if (p > 1e-15) out.push({ home: state.home + x, away: state.away + y, p });
    }),
  );
  return out;
}

/**
 * Pre-match: the joint distribution of who leads at half-time and at full time, as 3 x 3 masses indexed
 * [half-time][full-time] with 0 = away ahead, 1 = level, 2 = home ahead (goal order not modelled).
 */
export function halfTimeFullTimeLeads(
  rates: { home: number; away: number },
  params = DEFAULT_FOOTBALL_PARAMS,
) {
  const leads = [0, 1, 2].map(() => [0, 0, 0]);
  const split = (n: number) =>
    Array.from({ length: n + 1 }, (_, k) => binomialPmf(k, n, params.firstHalfShare));
  const splits = Array.from({ length: MAX_GOALS + 1 }, (_, n) => split(n));
  for (const { home, away, p } of finalScoreDistribution(rates, KICK_OFF, params.rho)) {
    if (p < 1e-10) continue;
    const full = Math.sign(home - away) + 1;
    splits[home]!.forEach((ph, h) =>
      splits[away]!.forEach((pa, a) => {
        leads[Math.sign(h - a) + 1]![full]! += p * ph * pa;
      }),
    );
  }
  return leads;
}

/**
 * Who scores the next goal from a state: with x and y remaining goals in some order, each ordering is
 * equally likely (true of two Poisson processes), so the next is home's with probability x / (x + y).
 */
export function nextGoalProbabilities(
  rates: { home: number; away: number },
  state: FootballState,
  rho: number,
) {
  let home = 0;
  let away = 0;
  let none = 0;
  for (const s of finalScoreDistribution(rates, state, rho)) {
    const x = s.home - state.home;
    const y = s.away - state.away;
    if (x + y === 0) none += s.p;
    else {
      home += (s.p * x) / (x + y);
      away += (s.p * y) / (x + y);
    }
  }
  return { home, away, none };
}
