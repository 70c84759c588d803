// Tennis markets from the Markov chains, pre-match or from a live state, and their resolvers.
import { matchDistribution, setScoreDistribution, type TennisState } from '../models/tennis.js';
import { LOST, VOID, WON, type OutcomeSettlement } from '../settlement/leg.js';
import { priceMarket, type Market, type PricingOptions, type Specifiers } from './market.js';

/** What tennis markets settle on: the games of each set played, A's (home's) first. */
export interface TennisResult {
  sets: Array<[number, number]>;
}

export function tennisMarkets(pA: number, pB: number, state: TennisState, pricing: PricingOptions): Market[] {
  const match = matchDistribution(pA, pB, state);
  const setnr = state.sets[0] + state.sets[1] + 1;
  const currentSet = setScoreDistribution(pA, pB, state);
  const overUnder = (distribution: Iterable<[number, number]>, total: number) => {
    let over = 0;
    let under = 0;
    for (const [games, p] of distribution) {
      if (games > total) over += p;
      else under += p;
    }
    return [
      ['over', over],
      ['under', under],
    ] as const;
  };
  const markets: Market[] = [
    priceMarket(
      'match_winner',
      {},
      [
        ['home', match.matchA],
        ['away', 1 - match.matchA],
      ],
      pricing,
    ),
    priceMarket('set_betting', {}, [...match.sets].sort(), pricing),
    priceMarket(
      'set_winner',
      { setnr },
      [
        ['home', match.currentSetA],
        ['away', 1 - match.currentSetA],
      ],
      pricing,
    ),
  ];
  const totals = [...match.totalGames].sort((x, y) => x[0] - y[0]);
  const median =
    totals.find((_, i) => totals.slice(0, i + 1).reduce((s, [, p]) => s + p, 0) >= 0.5)?.[0] ?? 0;
  for (let line = median - 3.5; line <= median + 3.5; line++) {
    markets.push(priceMarket('total_games', { total: line }, overUnder(match.totalGames, line), pricing));
  }
  const setGames = [...currentSet].map(([score, p]): [number, number] => {
    const [a, b] = score.split('-').map(Number) as [number, number];
    return [a + b, p];
  });
  for (const total of [8.5, 9.5, 10.5, 12.5]) {
    if (total > state.games[0] + state.games[1]) {
      markets.push(priceMarket('set_total_games', { setnr, total }, overUnder(setGames, total), pricing));
    }
  }
  return markets;
}

const wonIf = (condition: boolean): OutcomeSettlement => (condition ? WON : LOST);

export function settleTennis(type: string, specifiers: Specifiers, outcome: string, r: TennisResult) {
  const setsA = r.sets.filter(([a, b]) => a > b).length;
  const setsB = r.sets.length - setsA;
  const winner = setsA > setsB ? 'home' : 'away';
  const games = (sets: Array<[number, number]>) => sets.reduce((sum, [a, b]) => sum + a + b, 0);
  switch (type) {
    case 'match_winner':
      return wonIf(outcome === winner);
    case 'set_betting':
      return wonIf(outcome === `${setsA}-${setsB}`);
    case 'set_winner': {
      const set = r.sets[Number(specifiers.setnr) - 1];
      if (!set) return VOID;
      return wonIf(outcome === (set[0] > set[1] ? 'home' : 'away'));
    }
    case 'total_games':
    case 'set_total_games': {
      const counted =
        type === 'total_games'
          ? games(r.sets)
          : games(r.sets.slice(Number(specifiers.setnr) - 1).slice(0, 1));
      if (type === 'set_total_games' && !r.sets[Number(specifiers.setnr) - 1]) return VOID;
      return wonIf((outcome === 'over') === counted > Number(specifiers.total));
    }
    default:
      throw new RangeError(`tennis: unknown market type ${type}`);
  }
}
