import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../engine/fair-random';
import { chiSquare99 } from '../test/chi-square-expected';
import { chiSquareUniform, meanAndDeviation, z99 } from '../test/statistics';
import {
  coveredNumbers,
  isRed,
  pocketFrom,
  rouletteReturn,
  wheelOrder,
} from '@casino/fair/tables/roulette-math';

const seedFor = (nonce: number) => ({
  serverSeed: 'roulette-test-server-seed',
  clientSeed: 'a-round-id',
  nonce,
});

/** Every spot of the layout, written the way the board sends them. */
function allSpots() {
  const spots: string[] = [];
  for (let n = 0; n <= 36; n += 1) spots.push(`straight:${n}`);
  for (let a = 0; a <= 36; a += 1) for (let b = a + 1; b <= 36; b += 1) spots.push(`split:${a}-${b}`);
  for (let n = 1; n <= 36; n += 1) spots.push(`street:${n}`, `corner:${n}`, `line:${n}`);
  for (let n = 1; n <= 3; n += 1) spots.push(`dozen:${n}`, `column:${n}`);
  spots.push('red', 'black', 'odd', 'even', 'low', 'high');
  return spots.filter((spot) => coveredNumbers(spot) !== null);
}

describe('roulette', () => {
  it('has the European wheel: 37 pockets, 18 red, 18 black, each once round the wheel', () => {
    expect([...wheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(coveredNumbers('red')).toHaveLength(18);
    expect(coveredNumbers('black')).toHaveLength(18);
    expect(isRed(0)).toBe(false);
    // Neighbours on the wheel alternate colours (the zero aside).
    for (let i = 1; i < 36; i += 1) expect(isRed(wheelOrder[i]!)).not.toBe(isRed(wheelOrder[i + 1]!));
  });

  it('maps a 32-bit number onto the 37 pockets', () => {
    expect(pocketFrom(0)).toBe(0);
    expect(pocketFrom(2 ** 32 - 1)).toBe(36);
    expect(pocketFrom(Math.ceil((17 * 2 ** 32) / 37))).toBe(17);
    expect(pocketFrom(Math.ceil((17 * 2 ** 32) / 37) - 1)).toBe(16);
  });

  it('knows exactly the bets of the layout', () => {
    const counts = new Map<string, number>();
    for (const spot of allSpots())
      counts.set(spot.split(':')[0]!, (counts.get(spot.split(':')[0]!) ?? 0) + 1);
    // 57 splits inside 1–36 and the zero's three; 12 streets, 22 corners, 11 lines.
    expect(Object.fromEntries(counts)).toMatchObject({
      straight: 37,
      split: 60,
      street: 12,
      corner: 22,
      line: 11,
      dozen: 3,
      column: 3,
    });
    expect(coveredNumbers('split:3-4')).toBeNull();
    expect(coveredNumbers('corner:3')).toBeNull();
    expect(coveredNumbers('straight:37')).toBeNull();
    expect(coveredNumbers('red:1')).toBeNull();
    expect(coveredNumbers('column:2')).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(coveredNumbers('corner:5')).toEqual([5, 6, 8, 9]);
  });

  it('pays 35:1, 17:1, 11:1, 8:1, 5:1, 2:1 and 1:1 with the stake back', () => {
    expect(rouletteReturn('straight:17', 100n, 17)).toBe(3600n);
    expect(rouletteReturn('split:0-2', 100n, 2)).toBe(1800n);
    expect(rouletteReturn('street:34', 100n, 36)).toBe(1200n);
    expect(rouletteReturn('corner:1', 100n, 5)).toBe(900n);
    expect(rouletteReturn('line:31', 100n, 31)).toBe(600n);
    expect(rouletteReturn('dozen:3', 100n, 25)).toBe(300n);
    expect(rouletteReturn('red', 100n, 1)).toBe(200n);
    expect(rouletteReturn('red', 100n, 2)).toBe(0n);
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen:1', 'column:1'])
      expect(rouletteReturn(spot, 100n, 0)).toBe(0n);
  });

  it('returns exactly 36/37 = 97.30 % on every bet of the layout', () => {
    for (const spot of allSpots()) {
      let returned = 0n;
      for (let pocket = 0; pocket <= 36; pocket += 1) returned += rouletteReturn(spot, 100n, pocket);
      // Over the 37 equally likely pockets a stake of 100 gets back 3600: RTP = 36 / 37.
      expect(returned, spot).toBe(3600n);
    }
  });

  it('lands uniformly on the 37 pockets over many seeded rounds (chi-square, 99 %)', () => {
    const counts = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < 74_000; nonce += 1)
      counts[pocketFrom(fairUint32s(seedFor(nonce), 1)[0]!)]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquare99(36));
  });

  it('returns 97.30 % on a straight up within the 99 % bound of a seeded simulation', () => {
    const n = 100_000;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const pocket = pocketFrom(fairUint32s(seedFor(nonce), 1)[0]!);
      const ratio = Number(rouletteReturn('straight:7', 100n, pocket)) / 100;
      sum += ratio;
      squares += ratio * ratio;
    }
    const { mean, deviation } = meanAndDeviation(sum, squares, n);
    expect(Math.abs(mean - 36 / 37)).toBeLessThan((z99 * deviation) / Math.sqrt(n));
  });
});
