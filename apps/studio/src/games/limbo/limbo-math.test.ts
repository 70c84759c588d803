import { describe, expect, it } from 'vitest';
import { fairUint32s } from '../../engine/fair-random';
import { chiSquare99, chiSquareExpected } from '../../test/chi-square-expected';
import { z99 } from '../../test/statistics';
import { limboResult, playLimbo } from '@casino/fair/games/limbo/limbo-math';

describe('limbo', () => {
  it('draws 0.99 / (1 − f), floored to hundredths, never below 1.00', () => {
    expect(limboResult(0)).toBe(100); // 0.99 -> 1.00
    expect(limboResult(2 ** 31)).toBe(198); // f = 0.5 -> 1.98
    expect(limboResult(3 * 2 ** 30)).toBe(396); // f = 0.75 -> 3.96
    expect(limboResult(1480283524)).toBe(151); // the engine's Python vector
    expect(limboResult(2 ** 32 - 1)).toBe(99 * 2 ** 32); // the largest draw
  });

  it('wins target × stake when the draw reaches the target', () => {
    expect(playLimbo([2 ** 31], { target: 198 }, 1000n)).toEqual({
      outcome: { result: 198, isWin: true },
      payout: 1980n,
    });
    expect(playLimbo([2 ** 31], { target: 199 }, 1000n).payout).toBe(0n);
  });

  it('reaches a target t with probability 0.99 / t (99 % RTP), within the 99 % bound', () => {
    const n = 100_000;
    for (const target of [200, 1000]) {
      let wins = 0;
      for (let nonce = 0; nonce < n; nonce += 1) {
        const u = fairUint32s({ serverSeed: 'limbo-seed', clientSeed: `t${target}`, nonce }, 1)[0]!;
        if (limboResult(u) >= target) wins += 1;
      }
      const p = 0.99 / (target / 100);
      const bound = z99 * Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(wins / n - p)).toBeLessThan(bound);
    }
  });

  it('draws multipliers as P(m ≥ t) = 0.99 / t says, over seeded rounds (chi-square, 99 %)', () => {
    // Cells [1.00, 1.01), [1.01, 1.10), ... [1000.00, ∞) in hundredths; P(m ≥ t) = 99 / t for t ≥ 101.
    const edges = [101, 110, 125, 150, 200, 300, 500, 1_000, 2_000, 5_000, 10_000, 100_000];
    const reach = (t: number) => 99 / t;
    const probabilities = [
      1 - reach(101),
      ...edges.slice(0, -1).map((edge, i) => reach(edge) - reach(edges[i + 1]!)),
      reach(edges.at(-1)!),
    ];
    const counts = new Array<number>(probabilities.length).fill(0);
    for (let nonce = 0; nonce < 100_000; nonce += 1) {
      const result = limboResult(
        fairUint32s({ serverSeed: 'limbo-seed', clientSeed: 'chi-square', nonce }, 1)[0]!,
      );
      counts[edges.filter((edge) => result >= edge).length]! += 1;
    }
    const { statistic, degreesOfFreedom } = chiSquareExpected(counts, probabilities);
    expect(statistic).toBeLessThan(chiSquare99(degreesOfFreedom));
  });
});
