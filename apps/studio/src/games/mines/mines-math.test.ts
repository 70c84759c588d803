import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../../engine/fair-random';
import { chiSquareUniform, meanAndDeviation, z99 } from '../../test/statistics';
import {
  minePositions,
  minesMultiplier,
  minesNumbersPerRound,
  minesPayout,
  replayMines,
} from '@casino/fair/games/mines/mines-math';

const seedFor = (nonce: number, clientSeed = 'mines-client') => ({
  serverSeed: 'mines-server-seed',
  clientSeed,
  nonce,
});
const numbers = (nonce: number, clientSeed?: string) =>
  fairUint32s(seedFor(nonce, clientSeed), minesNumbersPerRound);
/** The 99th percentile of chi-square with 24 degrees of freedom (25 tiles). */
const chiSquare99With24Df = 42.98;

/** 0.99 · Π_{i<k} (25 − i)/(25 − m − i): the payout as the odds of each tile in turn, in exact integers. */
function payoutByOdds(stake: bigint, mines: number, safeTiles: number) {
  let numerator = stake * 99n;
  let denominator = 100n;
  for (let i = 0; i < safeTiles; i += 1) {
    numerator *= BigInt(25 - i);
    denominator *= BigInt(25 - mines - i);
  }
  return numerator / denominator;
}

describe('mines', () => {
  it('pays 0.99 · C(25,k) / C(25−m,k): the published multipliers', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312); // 1.0312x
    expect(minesMultiplier(3, 1)).toBe(11_250); // 0.99 · 25/22
    expect(minesMultiplier(3, 2)).toBe(12_857); // 0.99 · 25·24/(22·21)
    expect(minesMultiplier(24, 1)).toBe(247_500); // 24.75x
    expect(minesMultiplier(3, 22)).toBe(22_770_000); // every safe tile: 0.99 · C(25,3) = 2277x
    expect(minesPayout(1000n, 5, 0)).toBe(1000n); // before any tile: the stake, nothing risked yet
    for (let mines = 1; mines <= 24; mines += 1)
      for (let safe = 1; safe <= 25 - mines; safe += 1)
        expect(minesPayout(1_000_000n, mines, safe), `${mines} ${safe}`).toBe(
          payoutByOdds(1_000_000n, mines, safe),
        );
  });

  it('places the mines as the first m tiles of the fair shuffle, the same for every move order', () => {
    const uint32s = numbers(7);
    const mines = minePositions(uint32s, 5);
    expect(mines).toHaveLength(5);
    expect(new Set(mines).size).toBe(5);
    // the first three mines of a 5-mine round are the mines of a 3-mine round on the same numbers
    expect(minePositions(uint32s, 3).every((tile) => mines.includes(tile))).toBe(true);
    expect(minePositions(new Array(24).fill(0), 2)).toEqual([0, 1]);
  });

  it('loses on a mine, cashes out at the current multiplier, completes when every safe tile is turned', () => {
    const uint32s = numbers(11);
    const mines = minePositions(uint32s, 3);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    const twoSafe = replayMines(uint32s, { mines: 3 }, 1000n, safe.slice(0, 2));
    expect(twoSafe).toMatchObject({ status: 'open', payout: 1285n, canCashOut: true });
    expect(twoSafe.outcome).toEqual({
      revealed: safe.slice(0, 2),
      hitMine: null,
      multiplier: 12_857,
      nextMultiplier: minesMultiplier(3, 3),
    });
    expect(twoSafe.outcome).not.toHaveProperty('mines');
    expect(twoSafe.revealed).toMatchObject({ mines });

    const lost = replayMines(uint32s, { mines: 3 }, 1000n, [safe[0], mines[1]]);
    expect(lost).toMatchObject({
      status: 'lost',
      payout: 0n,
      canCashOut: false,
      outcome: { hitMine: mines[1], multiplier: 0 },
    });

    const all = replayMines(uint32s, { mines: 3 }, 1000n, safe);
    expect(all).toMatchObject({ status: 'complete', payout: 2_277_000n, outcome: { nextMultiplier: null } });
    expect(replayMines(uint32s, { mines: 3 }, 1000n, [])).toMatchObject({
      status: 'open',
      payout: 1000n,
      canCashOut: false,
    });
  });

  it('hides each mine on every tile equally often (chi-square, 99 %)', () => {
    const single = new Array<number>(25).fill(0);
    const ofFive = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < 25_000; nonce += 1) {
      const uint32s = numbers(nonce);
      single[minePositions(uint32s, 1)[0]!]! += 1;
      for (const tile of minePositions(uint32s, 5)) ofFive[tile]! += 1;
    }
    expect(chiSquareUniform(single)).toBeLessThan(chiSquare99With24Df);
    expect(chiSquareUniform(ofFive)).toBeLessThan(chiSquare99With24Df);
  });

  it('returns 99 % to a fixed strategy within the 99 % bound of a seeded simulation', () => {
    // Strategy: 3 mines, turn the tiles 12, 0, 24, 6 in that order, cash out after the fourth.
    const n = 100_000;
    const stake = 1_000_000n;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const state = replayMines(numbers(nonce, 'strategy'), { mines: 3 }, stake, [12, 0, 24, 6]);
      const ratio = Number(state.payout) / Number(stake);
      sum += ratio;
      squares += ratio * ratio;
    }
    const { mean, deviation } = meanAndDeviation(sum, squares, n);
    expect(Math.abs(mean - 0.99)).toBeLessThan((z99 * deviation) / Math.sqrt(n));
  });
});
