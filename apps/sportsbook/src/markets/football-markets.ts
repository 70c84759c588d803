// The football markets of a match, pre-match or live, priced from the Dixon-Coles model.
import {
  DEFAULT_FOOTBALL_PARAMS,
  finalScoreDistribution,
  halfTimeFullTimeLeads,
  KICK_OFF,
  nextGoalProbabilities,
  type FootballParams,
  type FootballResult,
  type FootballState,
} from '../models/football.js';
import { footballOutcomes, settleFootball } from './football-resolve.js';
import type { Market, PricingOptions, Specifiers } from './market.js';
import { priceByResolver, type Weighted } from './price-by-resolver.js';

export const FOOTBALL_LINES = {
  totals: [0.5, 1.5, 2, 2.25, 2.5, 2.75, 3, 3.5, 4.5, 5.5],
  teamTotals: [0.5, 1.5, 2.5],
  asianHandicap: [-2, -1.75, -1.5, -1.25, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5],
  europeanHandicap: [-2, -1, 1, 2],
};

export interface FootballMarketInput {
  rates: { home: number; away: number };
  state?: FootballState;
  params?: FootballParams;
  pricing: PricingOptions;
}

/** Every market of the match: full-time ones always; half-time ones before kick-off; next goal live. */
export function footballMarkets({
  rates,
  state = KICK_OFF,
  params = DEFAULT_FOOTBALL_PARAMS,
  pricing,
}: FootballMarketInput): Market[] {
  const isPreMatch = state.minute === 0;
  const fullTime: Weighted<FootballResult>[] = finalScoreDistribution(rates, state, params.rho).map((s) => ({
    result: { home: s.home, away: s.away, htHome: 0, htAway: 0, goals: [] },
    p: s.p,
  }));
  const build = (type: string, specifiers: Specifiers, distribution: Weighted<FootballResult>[]) =>
    priceByResolver(
      type,
      specifiers,
      footballOutcomes(type, specifiers, {
        home: Number(specifiers.fromHome ?? 0),
        away: Number(specifiers.fromAway ?? 0),
      }),
      distribution,
      (outcome, result) => settleFootball(type, specifiers, outcome, result),
      pricing,
    );

  const markets: Market[] = [
    build('1x2', {}, fullTime),
    build('double_chance', {}, fullTime),
    build('draw_no_bet', {}, fullTime),
    build('btts', {}, fullTime),
    build('correct_score', isPreMatch ? {} : { fromHome: state.home, fromAway: state.away }, fullTime),
  ];
  const goalsSoFar = state.home + state.away;
  for (const total of FOOTBALL_LINES.totals) {
    if (total > goalsSoFar) markets.push(build('totals', { total }, fullTime));
  }
  for (const team of ['home', 'away'] as const) {
    for (const total of FOOTBALL_LINES.teamTotals) {
      if (total > state[team]) markets.push(build('team_totals', { team, total }, fullTime));
    }
  }
  for (const hcp of FOOTBALL_LINES.asianHandicap) markets.push(build('asian_handicap', { hcp }, fullTime));
  for (const hcp of FOOTBALL_LINES.europeanHandicap)
    markets.push(build('european_handicap', { hcp }, fullTime));

  if (isPreMatch) {
    const halves = halfTimeFullTimeClasses(rates, params);
    markets.push(build('halftime_1x2', {}, halves), build('ht_ft', {}, halves));
  } else {
    const next = nextGoalProbabilities(rates, state, params.rho);
    const after = (scorer: 'home' | 'away' | null): Weighted<FootballResult> => ({
      result: {
        home: 0,
        away: 0,
        htHome: 0,
        htAway: 0,
        goals: scorer ? [...state.goals, scorer] : state.goals,
      },
      p: scorer ? next[scorer] : next.none,
    });
    markets.push(build('next_goal', { goalnr: goalsSoFar + 1 }, [after('home'), after('away'), after(null)]));
  }
  return markets;
}

/**
 * The half-time markets depend only on who leads at half-time and at full time: the nine classes of the
 * joint distribution, each as a representative result.
 */
function halfTimeFullTimeClasses(rates: { home: number; away: number }, params: FootballParams) {
  const score = (lead: number) => [lead === 2 ? 1 : 0, lead === 0 ? 1 : 0] as const;
  return halfTimeFullTimeLeads(rates, params).flatMap((row, ht) =>
    row.map((p, ft): Weighted<FootballResult> => {
      const [htHome, htAway] = score(ht);
      const [home, away] = score(ft);
      return { result: { home, away, htHome, htAway, goals: [] }, p };
    }),
  );
}
