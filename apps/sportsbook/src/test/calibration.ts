// Test helpers: check a set of priced markets against results simulated from the same model.
// For every offered outcome the return of a unit staked at its FAIR odds averages 1 over the
// simulations (within 4.5 standard errors), and each market's overround is the stated margin up to
// the rounding of odds down to two decimals.
import type { Market } from '../markets/market.js';
import type { OutcomeSettlement } from '../settlement/leg.js';
import { unitShares } from '../settlement/leg.js';

export function roundingAllowance(market: Market): number {
  return market.outcomes.reduce((sum, o) => sum + 1 / o.odds - 1 / (o.odds + 0.01), 0);
}

/** The markets whose overround is off the stated margin (none expected). */
export function marginsOff(markets: readonly Market[], margin: number): string[] {
  return markets
    .filter((m) => m.status === 'active')
    .filter((m) => {
      // Overlapping outcomes (double chance) have several winners per result.
      const winners = Math.round(m.outcomes.reduce((sum, o) => sum + o.probability, 0));
      const overround = m.outcomes.reduce((sum, o) => sum + 1 / o.odds, 0) - winners;
      return (
        overround < winners * margin - 1e-9 || overround > winners * margin + roundingAllowance(m) + 1e-9
      );
    })
    .map((m) => `${m.type} ${JSON.stringify(m.specifiers)}`);
}

interface Tally {
  n: number;
  sum: number;
  sumSquares: number;
  /** Sum of (1 - p) / p: the variance of a won-or-lost outcome, a floor for small samples. */
  modelVariance: number;
}

export class ReturnTally {
  private readonly tallies = new Map<Market, { label: string; outcomes: Tally[] }>();

  /** Records one simulated result for a market priced from the model. */
  record(market: Market, settle: (outcomeId: string) => OutcomeSettlement, label?: string) {
    let entry = this.tallies.get(market);
    if (!entry) {
      entry = {
        label: label ?? `${market.type}${JSON.stringify(market.specifiers)}`,
        outcomes: market.outcomes.map(() => ({ n: 0, sum: 0, sumSquares: 0, modelVariance: 0 })),
      };
      this.tallies.set(market, entry);
    }
    market.outcomes.forEach((outcome, i) => {
      if (outcome.probability < 0.02) return;
      const { win, refund } = unitShares(settle(outcome.id));
      const unitReturn = win / outcome.probability + refund;
      const t = entry.outcomes[i]!;
      t.n += 1;
      t.sum += unitReturn;
      t.sumSquares += unitReturn * unitReturn;
      t.modelVariance += (1 - outcome.probability) / outcome.probability;
    });
  }

  /** Outcomes whose mean return at fair odds is further than `z` standard errors from 1. */
  outliers(z = 4.5): string[] {
    const out: string[] = [];
    for (const [market, { label, outcomes }] of this.tallies) {
      outcomes.forEach((t, i) => {
        if (t.n === 0) return;
        const mean = t.sum / t.n;
        const variance = Math.max(t.sumSquares / t.n - mean * mean, t.modelVariance / t.n);
        const error = Math.sqrt(variance / t.n);
        if (Math.abs(mean - 1) > z * error) {
          out.push(`${label} ${market.outcomes[i]!.id}: mean ${mean.toFixed(4)} +- ${error.toFixed(4)}`);
        }
      });
    }
    return out;
  }

  /** How many outcomes were checked. */
  get size() {
    return [...this.tallies.values()].reduce((n, e) => n + e.outcomes.filter((t) => t.n > 0).length, 0);
  }
}

/** Observed frequency against fair probability per bucket of probability (tenths). */
export class BucketCalibration {
  private readonly buckets = Array.from({ length: 10 }, () => ({
    expected: 0,
    observed: 0,
    variance: 0,
    n: 0,
  }));

  record(probability: number, won: boolean) {
    const bucket = this.buckets[Math.min(9, Math.floor(probability * 10))]!;
    bucket.expected += probability;
    bucket.observed += won ? 1 : 0;
    bucket.variance += probability * (1 - probability);
    bucket.n += 1;
  }

  /** Buckets whose observed count is outside expected +- z standard deviations. */
  outliers(z = 4): string[] {
    return this.buckets
      .map((b, i) => ({ ...b, i }))
      .filter((b) => b.n > 0 && Math.abs(b.observed - b.expected) > z * Math.sqrt(b.variance))
      .map((b) => `bucket ${b.i}: observed ${b.observed}, expected ${b.expected.toFixed(1)} of ${b.n}`);
  }

  get filled() {
    return this.buckets.filter((b) => b.n >= 30).length;
  }
}
