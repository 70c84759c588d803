// Basketball markets (moneyline, spread, totals: all with overtime) and their resolvers. Each market
// is priced from the marginal it settles on (the margin or the total).
import {
  basketballDistributions,
  type BasketballParams,
  type BasketballState,
} from '../models/basketball.js';
import { LOST, WON } from '../settlement/leg.js';
import { settleLine } from '../settlement/lines.js';
import type { Market, PricingOptions, Specifiers } from './market.js';
import { priceByResolver } from './price-by-resolver.js';

/** The final score, overtime included. */
export interface BasketballResult {
  home: number;
  away: number;
}

export function settleBasketball(type: string, specifiers: Specifiers, outcome: string, r: BasketballResult) {
  const margin = r.home - r.away;
  switch (type) {
    case 'moneyline':
      return (outcome === 'home') === margin > 0 ? WON : LOST;
    case 'spread': {
      const hcp = Number(specifiers.hcp);
      return outcome === 'home' ? settleLine(margin, hcp) : settleLine(-margin, -hcp);
    }
    case 'totals': {
      const total = Number(specifiers.total);
      const points = r.home + r.away;
      return outcome === 'over' ? settleLine(points, -total) : settleLine(-points, total);
    }
    default:
      throw new RangeError(`basketball: unknown market type ${type}`);
  }
}

export function basketballMarkets(
  params: BasketballParams,
  state: BasketballState | undefined,
  pricing: PricingOptions,
): Market[] {
  const { margin, total } = basketballDistributions(params, state);
  // As results: a margin m is the score (m, 0), a total t the score (t, 0); each resolver reads only its own.
  const asResults = (map: Map<number, number>) =>
    [...map].map(([k, p]) => ({ result: { home: k, away: 0 }, p }));
  const margins = asResults(margin);
  const totals = asResults(total);
  const build = (type: string, specifiers: Specifiers, ids: string[], distribution: typeof margins) =>
    priceByResolver(
      type,
      specifiers,
      ids,
      distribution,
      (id, r) => settleBasketball(type, specifiers, id, r),
      pricing,
    );
  const mean = (map: Map<number, number>) => [...map].reduce((s, [k, p]) => s + k * p, 0);
  const spreadCentre = Math.round(mean(margin));
  const totalCentre = Math.round(mean(total));
  const markets = [build('moneyline', {}, ['home', 'away'], margins)];
  for (let d = -3; d <= 3; d++) {
    markets.push(build('spread', { hcp: -spreadCentre + d + 0.5 }, ['home', 'away'], margins));
    markets.push(build('totals', { total: totalCentre + 2 * d + 0.5 }, ['over', 'under'], totals));
  }
  markets.push(build('spread', { hcp: 0 - spreadCentre }, ['home', 'away'], margins));
  markets.push(build('totals', { total: totalCentre }, ['over', 'under'], totals));
  return markets;
}
