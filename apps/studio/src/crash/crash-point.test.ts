import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z99 } from '../test/statistics';
import { crashPointFromDigestHex, formatHundredths } from '@casino/fair/crash/crash-point';
import { chainReader, crashPoint, createChain, sha256Text } from './hash-chain';

/**
 * Bustabit's formula written independently, as its seeding-event post and its public verifier do it:
 * floats, Math.floor(99 / (1 − X)). Our code works in bigints; both must agree on real hashes.
 */
function bustabitFloat(gameHash: string, salt: string): number {
  const digest = createHmac('sha256', salt).update(Buffer.from(gameHash, 'hex')).digest('hex');
  const x = parseInt(digest.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
}

// The salt of bustabit's current seeding event (bitcointalk topic 5560454, a bitcoin block hash).
const bustabitSalt = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';

describe('crash point', () => {
  it('gives the busts bustabit showed for three of its revealed game hashes', () => {
    // Game hashes and busts as shown on bustabit.com, recorded in github.com/deduzzo/bustabit-scripts
    // (tools/ tests); they are reproduced only with key = salt and message = the hash's bytes.
    const games: [string, number][] = [
      ['94aa062026624e59a0ace092568d5f46e21b9bf1d5173609db8645dd62bdfc44', 1091],
      ['94e66d98029c61ecd27c4fb6b381d401c823cf3dfbdac9246756d5b655e125aa', 426],
      ['8d3b9726ca7bc5e3637bf2079e09eaf2a9d67df4e6f50ff23a7b593bd802cca6', 183],
    ];
    for (const [hash, bust] of games) {
      expect(crashPoint(hash, bustabitSalt)).toBe(bust);
      expect(bustabitFloat(hash, bustabitSalt)).toBe(bust / 100);
    }
  });

  it('agrees with the float formula on many hashes of our own chain', async () => {
    const chain = chainReader(await createChain(2_000, 500, 'vector-secret'));
    for (let n = 1; n <= 2_000; n += 1) {
      const hash = chain.roundHash(n);
      expect(crashPoint(hash, 'nova-salt') / 100).toBe(bustabitFloat(hash, 'nova-salt'));
    }
  });

  it('reads the top 52 bits: 0 crashes at 1.00, half way at 1.98, the last value very high', () => {
    expect(crashPointFromDigestHex('0'.repeat(64))).toBe(100);
    // r = 2^52 / 100 rounded up is the first value that reaches 1.00 by the formula rather than the floor
    expect(crashPointFromDigestHex(`8${'0'.repeat(63)}`)).toBe(198);
    expect(crashPointFromDigestHex(`c${'0'.repeat(63)}`)).toBe(396);
    expect(crashPointFromDigestHex(`${'f'.repeat(13)}${'0'.repeat(51)}`)).toBe(99 * 2 ** 52);
    expect(formatHundredths(1091)).toBe('10.91');
    expect(formatHundredths(100)).toBe('1.00');
    expect(formatHundredths(105)).toBe('1.05');
  });
});

describe('hash chain', () => {
  it('links every round to the one before it and the first to the published terminating hash', async () => {
    const record = await createChain(60, 7, 'chain-secret');
    const chain = chainReader(record);
    const roundHash = (n: number) => chain.roundHash(n);
    // g_0 = SHA-256(secret), each next one the SHA-256 of the previous hex text; g_N is published.
    let forward = createHash('sha256').update('chain-secret').digest('hex');
    for (let k = 0; k < 60; k += 1) forward = createHash('sha256').update(forward).digest('hex');
    expect(record.terminatingHash).toBe(forward);
    expect(sha256Text(roundHash(1))).toBe(record.terminatingHash);
    for (let n = 2; n <= 60; n += 1) expect(sha256Text(roundHash(n))).toBe(roundHash(n - 1));
    // As a player checks it: hashing round n's hash n times gives the terminating hash.
    let hash = roundHash(37);
    for (let i = 0; i < 37; i += 1) hash = sha256Text(hash);
    expect(hash).toBe(record.terminatingHash);
    expect(() => roundHash(61)).toThrow();
    expect(() => roundHash(0)).toThrow();
  });

  it('keeps only one checkpoint every so many hashes', async () => {
    const record = await createChain(1_000, 100, 'chain-secret');
    expect(record.checkpoints).toHaveLength(10);
    const other = await createChain(1_000, 1_000, 'chain-secret');
    expect(chainReader(record).roundHash(333)).toBe(chainReader(other).roundHash(333));
    expect(record.terminatingHash).toBe(other.terminatingHash);
  });
});

describe('crash distribution', () => {
  const n = 100_000;
  const points: number[] = [];
  const sample = async () => {
    if (points.length > 0) return points;
    const chain = chainReader(await createChain(n, 10_000, 'distribution-secret'));
    for (let round = 1; round <= n; round += 1)
      points.push(crashPoint(chain.roundHash(round), 'distribution-salt'));
    return points;
  };

  it('crashes at or above x with probability 0.99 / x (chi-square at 99 %)', async () => {
    const crashes = await sample();
    // Buckets [b_j, b_(j+1)) in hundredths; P(crash ≥ b) = 0.99 / (b / 100) for b ≥ 101, 1 for b = 100.
    const bounds = [100, 101, 110, 125, 150, 200, 300, 500, 1000, 2000, 5000, 10_000, Infinity];
    const atLeast = (b: number) => (b === 100 ? 1 : b === Infinity ? 0 : 99 / b);
    const counts = bounds.slice(0, -1).map(() => 0);
    for (const crash of crashes)
      counts[bounds.findIndex((b, j) => crash >= b && crash < bounds[j + 1]!)]! += 1;
    let chiSquare = 0;
    counts.forEach((count, j) => {
      const expected = n * (atLeast(bounds[j]!) - atLeast(bounds[j + 1]!));
      chiSquare += (count - expected) ** 2 / expected;
    });
    // 99th percentile of chi-square with 11 degrees of freedom (12 buckets).
    expect(chiSquare).toBeLessThan(24.725);
  });

  it('returns 99 % to a player cashing out at 2x or at 10x, within the 99 % bound', async () => {
    const crashes = await sample();
    for (const cashOut of [200, 1000]) {
      const wins = crashes.filter((crash) => crash >= cashOut).length;
      const rtp = (wins * cashOut) / 100 / n;
      const p = 0.99 / (cashOut / 100);
      const bound = z99 * (cashOut / 100) * Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);
    }
  });
});
