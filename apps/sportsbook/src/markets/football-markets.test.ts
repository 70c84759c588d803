import { describe, expect, it } from 'vitest';
import { createRng, drawBinomial, drawIndex, type Rng } from '../lib/rng.js';
import {
  DEFAULT_FOOTBALL_PARAMS,
  goalRates,
  scoreMatrix,
  type FootballResult,
  type FootballState,
  type Side,
} from '../models/football.js';
import { BucketCalibration, marginsOff, ReturnTally } from '../test/calibration.js';
import { footballMarkets } from './football-markets.js';
import { settleFootball } from './football-resolve.js';

describe('the Dixon-Coles score matrix', () => {
  it('matches the formula computed here for the low and a higher score', () => {
    const [lambda, mu, rho] = [1.6, 1.1, -0.12];
    const m = scoreMatrix(lambda, mu, rho);
    const e = Math.exp(-lambda - mu);
    expect(m[0]![0]).toBeCloseTo((1 - lambda * mu * rho) * e, 6);
    expect(m[1]![0]).toBeCloseTo((1 + mu * rho) * lambda * e, 6);
    expect(m[0]![1]).toBeCloseTo((1 + lambda * rho) * mu * e, 6);
    expect(m[1]![1]).toBeCloseTo((1 - rho) * lambda * mu * e, 6);
    expect(m[2]![1]).toBeCloseTo(((lambda * lambda) / 2) * mu * e, 6);
    expect(m[3]![2]).toBeCloseTo(((lambda ** 3 / 6) * mu ** 2 * e) / 2, 6);
  });

  it('takes its rates from ratings and home advantage', () => {
    const rates = goalRates({ attack: 1.2, defence: 0.9 }, { attack: 0.8, defence: 1.1 });
    expect(rates.home).toBeCloseTo(1.35 * 1.2 * 1.1 * 1.25, 12);
    expect(rates.away).toBeCloseTo(1.35 * 0.8 * 0.9, 12);
  });
});

/** A full result drawn from the model from a state: remaining goals, their order, the half-time split. */
function simulate(rng: Rng, rates: { home: number; away: number }, state: FootballState): FootballResult {
  const left = (90 - state.minute) / 90;
  const matrix = scoreMatrix(rates.home * left, rates.away * left, state.home + state.away === 0 ? -0.1 : 0);
  const cell = drawIndex(rng, matrix.flat());
  const x = Math.floor(cell / matrix.length);
  const y = cell % matrix.length;
  const remaining: Side[] = [...Array<Side>(x).fill('home'), ...Array<Side>(y).fill('away')];
  for (let i = remaining.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [remaining[i], remaining[j]] = [remaining[j]!, remaining[i]!];
  }
  const share = DEFAULT_FOOTBALL_PARAMS.firstHalfShare;
  const home = state.home + x;
  const away = state.away + y;
  return {
    home,
    away,
    htHome: drawBinomial(rng, home, share),
    htAway: drawBinomial(rng, away, share),
    goals: [...state.goals, ...remaining],
  };
}

describe('football markets', () => {
  const rng = createRng(27);
  const margin = 0.05;
  const matches = Array.from({ length: 12 }, () =>
    goalRates(
      { attack: 0.6 + rng.next() * 0.9, defence: 0.6 + rng.next() * 0.9 },
      { attack: 0.6 + rng.next() * 0.9, defence: 0.6 + rng.next() * 0.9 },
    ),
  );
  const live: FootballState = { minute: 63, home: 1, away: 0, goals: ['home'] };

  it('carry the stated margin on every market, pre-match and live', () => {
    for (const rates of matches.slice(0, 4)) {
      for (const state of [undefined, live]) {
        const markets = footballMarkets({ rates, state, pricing: { margin } });
        expect(markets.length).toBeGreaterThan(30);
        expect(marginsOff(markets, margin)).toEqual([]);
      }
    }
    const shin = footballMarkets({ rates: matches[0]!, pricing: { margin, method: 'shin' } });
    expect(marginsOff(shin, margin)).toEqual([]);
  });

  it('agree with results simulated from the model (calibration)', () => {
    const tally = new ReturnTally();
    const buckets = new BucketCalibration();
    const sim = createRng(2027);
    for (const rates of matches) {
      for (const state of [undefined, live]) {
        const markets = footballMarkets({ rates, state, pricing: { margin } });
        for (let i = 0; i < 250; i++) {
          const result = simulate(sim, rates, state ?? { minute: 0, home: 0, away: 0, goals: [] });
          for (const market of markets) {
            const settle = (id: string) => settleFootball(market.type, market.specifiers, id, result);
            tally.record(
              market,
              settle,
              `${state ? 'live ' : ''}${market.type}${JSON.stringify(market.specifiers)}`,
            );
            if (market.type === '1x2') {
              for (const o of market.outcomes) buckets.record(o.probability, settle(o.id).result === 1);
            }
          }
        }
      }
    }
    expect(tally.size).toBeGreaterThan(100);
    expect(tally.outliers()).toEqual([]);
    expect(buckets.filled).toBeGreaterThanOrEqual(4);
    expect(buckets.outliers()).toEqual([]);
  });
});
