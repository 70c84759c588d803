// A market as the sportsbook offers it: built from a model's fair probabilities with the margin on top.
import { applyMargin, MIN_ODDS, toDecimalOdds, type MarginMethod } from '../margin/margin.js';

const IMPOSSIBLE = 1e-9;

export const MARKET_STATUSES = ['active', 'suspended', 'deactivated', 'settled', 'cancelled'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

export type Specifiers = Readonly<Record<string, string | number>>;

export interface Outcome {
  /** Stable within the market type: 'home', 'draw', 'away', 'over', '2-1', 'other'... */
  id: string;
  /** The fair probability the model gives (for quarter or whole lines: the push-adjusted one). */
  probability: number;
  odds: number;
}

export interface Market {
  type: string;
  specifiers: Specifiers;
  status: MarketStatus;
  /** Grows with every change of odds or status. */
  version: number;
  outcomes: Outcome[];
}

export interface PricingOptions {
  margin: number;
  method?: MarginMethod;
}

/** The market's key: its type and its specifiers in a fixed order ("totals|total=2.5"). */
export function marketKey(type: string, specifiers: Specifiers): string {
  const parts = Object.keys(specifiers)
    .sort()
    .map((name) => `${name}=${specifiers[name]}`);
  return parts.length === 0 ? type : `${type}|${parts.join('|')}`;
}

/** A priced market from fair probabilities (normalised to 1, or to the number of winners, first). */
export function priceMarket(
  type: string,
  specifiers: Specifiers,
  fair: ReadonlyArray<readonly [id: string, probability: number]>,
  pricing: PricingOptions,
): Market {
  // Outcomes the model rules out (a live correct score already passed) are not offered.
  const offered = fair.filter(([, p]) => p > IMPOSSIBLE);
  const total = offered.reduce((sum, [, p]) => sum + p, 0);
  // Overlapping outcomes (double chance: each result wins two of three) sum to the number of winners;
  // the margin is applied to the shares and scaled back, so the implied sum is winners x (1 + margin).
  const winners = Math.max(1, Math.round(total));
  const shares = offered.map(([, p]) => p / total);
  const implied = applyMargin(shares, pricing.margin, pricing.method).map((q) => q * winners);
  // A price shorter than the lowest odds shown cannot carry the margin: such a market is not offered.
  const isTooShort = implied.some((q) => q > 1 / MIN_ODDS);
  return {
    type,
    specifiers,
    status: isTooShort ? 'suspended' : 'active',
    version: 1,
    outcomes: offered.map(([id], i) => ({
      id,
      probability: shares[i]! * winners,
      odds: toDecimalOdds(implied[i]!),
    })),
  };
}

/** The two halves of an Asian line: a quarter line (x.25, x.75) is half on each neighbouring line. */
export function splitAsianLine(line: number): [number, number] {
  const quarters = Math.round(line * 4);
  if (quarters % 2 === 0) return [line, line];
  return [(quarters - 1) / 4, (quarters + 1) / 4];
}
