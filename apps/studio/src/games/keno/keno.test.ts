import { describe, expect, it } from 'vitest';
import { binomial } from '@casino/fair/engine/combinatorics';
import { fairUint32s } from '../../engine/fair-random';
import { chiSquareUniform, meanAndDeviation, z99 } from '../../test/statistics';
import { rtpPercent } from '@casino/fair/games/slots/engine/slot-rtp';
import { findGame } from '@casino/fair/games/registry';
import { kenoDraw, kenoRtp, playKeno } from '@casino/fair/games/keno/keno-math';
import { kenoPaytables, kenoRisks, kenoStatedRtp } from '@casino/fair/games/keno/keno-tables';

const seedFor = (nonce: number) => ({ serverSeed: 'keno-server-seed', clientSeed: 'keno-client', nonce });
/** The 99th percentile of chi-square with 39 degrees of freedom (40 numbers). */
const chiSquare99With39Df = 62.428;

describe('keno', () => {
  it('draws 10 different numbers of 1..40 by a Fisher–Yates shuffle of the fair floats', () => {
    // f = 0 always swaps a position with itself: the board in order.
    expect(kenoDraw(new Array(10).fill(0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // f just under 1 swaps with the last position: 40 first, then the 1 that moved there, then 2 ...
    expect(kenoDraw(new Array(10).fill(2 ** 32 - 1))).toEqual([40, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // f = 0.5 with 40 left picks index 20 (number 21)
    expect(kenoDraw([2 ** 31, ...new Array(9).fill(0)])[0]).toBe(21);
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const drawn = kenoDraw(fairUint32s(seedFor(nonce), 10));
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((number) => number >= 1 && number <= 40)).toBe(true);
    }
  });

  it('pays by the number of picks drawn', () => {
    const uint32s = new Array(10).fill(0); // draws 1..10
    expect(playKeno(uint32s, { picks: [1, 2, 3, 30, 40], risk: 'medium' }, 1000n)).toEqual({
      outcome: { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 2, 3], multiplier: 371 },
      payout: 3710n,
    });
    expect(playKeno(uint32s, { picks: [11, 12], risk: 'high' }, 1000n).payout).toBe(0n);
  });

  it('states each table at its exact hypergeometric RTP, about 99 %', () => {
    for (const risk of kenoRisks) {
      expect(kenoPaytables[risk]).toHaveLength(10);
      for (let picks = 1; picks <= 10; picks += 1) {
        expect(kenoPaytables[risk][picks - 1]).toHaveLength(picks + 1);
        const rtp = kenoRtp(risk, picks);
        expect(rtpPercent(rtp), `${risk} ${picks}`).toBe(kenoStatedRtp[risk][picks - 1]);
        expect(Math.abs(Number(rtp.numerator) / Number(rtp.denominator) - 0.99)).toBeLessThan(0.0003);
      }
    }
    // The hypergeometric weights behind it cover every draw once (Vandermonde): Σ_k C(n,k)·C(40−n,10−k) = C(40,10).
    for (let picks = 1; picks <= 10; picks += 1) {
      let draws = 0n;
      for (let hits = 0; hits <= picks; hits += 1)
        draws += binomial(picks, hits) * binomial(40 - picks, 10 - hits);
      expect(draws).toBe(binomial(40, 10));
    }
  });

  it('draws every number equally often, in every draw position (chi-square, 99 %)', () => {
    const counts = new Array<number>(40).fill(0);
    const firstDrawn = new Array<number>(40).fill(0);
    for (let nonce = 0; nonce < 40_000; nonce += 1) {
      const drawn = kenoDraw(fairUint32s(seedFor(nonce), 10));
      for (const number of drawn) counts[number - 1]! += 1;
      firstDrawn[drawn[0]! - 1]! += 1;
    }
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquare99With39Df);
    expect(chiSquareUniform(firstDrawn)).toBeLessThan(chiSquare99With39Df);
  });

  it('returns the exact RTP within the 99 % bound of a seeded simulation', () => {
    const n = 100_000;
    const params = { picks: [3, 8, 15, 22, 40], risk: 'medium' as const };
    const rtp = kenoRtp(params.risk, params.picks.length);
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const ratio = Number(playKeno(fairUint32s(seedFor(nonce), 10), params, 100n).payout) / 100;
      sum += ratio;
      squares += ratio * ratio;
    }
    const { mean, deviation } = meanAndDeviation(sum, squares, n);
    expect(Math.abs(mean - Number(rtp.numerator) / Number(rtp.denominator))).toBeLessThan(
      (z99 * deviation) / Math.sqrt(n),
    );
  });

  it('validates the picks', () => {
    const { params } = findGame('keno')!;
    expect(params.safeParse({ picks: [1, 40], risk: 'low' }).success).toBe(true);
    for (const bad of [[], [0], [41], [1, 1], Array.from({ length: 11 }, (_, i) => i + 1), [1.5]])
      expect(params.safeParse({ picks: bad, risk: 'low' }).success, JSON.stringify(bad)).toBe(false);
    expect(params.safeParse({ picks: [1], risk: 'wild' }).success).toBe(false);
  });
});
