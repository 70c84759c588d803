// Pricing a market from the same resolver that settles it: the fair price of each outcome is what the
// model's distribution of results makes its unit stake worth, so prices and settlement cannot disagree.
import { unitShares, type OutcomeSettlement } from '../settlement/leg.js';
import { priceMarket, type Market, type PricingOptions, type Specifiers } from './market.js';

export interface Weighted<R> {
  result: R;
  p: number;
}

export function priceByResolver<R>(
  type: string,
  specifiers: Specifiers,
  outcomeIds: readonly string[],
  distribution: ReadonlyArray<Weighted<R>>,
  settle: (outcomeId: string, result: R) => OutcomeSettlement,
  pricing: PricingOptions,
): Market {
  const fair = outcomeIds.map((id) => {
    let win = 0;
    let refund = 0;
    for (const { result, p } of distribution) {
      const shares = unitShares(settle(id, result));
      win += p * shares.win;
      refund += p * shares.refund;
    }
    // Fair odds solve win x odds + refund = 1 (see lineProbabilities).
    return [id, refund < 1 - 1e-12 ? win / (1 - refund) : 0] as const;
  });
  return priceMarket(type, specifiers, fair, pricing);
}
