import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatHundredths } from '@casino/fair/crash/crash-point';
import { crashPoint } from '../crash/hash-chain';
import { checkCrashRound, crashPointOf } from '@casino/fair/verify/crash';

/** A chain as the crash module documents it: g_0 = SHA-256(secret), g_(k+1) = SHA-256(g_k's hex text). */
function chainOf(secret: string, length: number): string[] {
  const hashes = [createHash('sha256').update(secret).digest('hex')];
  while (hashes.length <= length) hashes.push(createHash('sha256').update(hashes.at(-1)!).digest('hex'));
  // Played backwards: round 1 uses g_(N − 1), and g_N is the published terminating hash.
  return hashes.reverse();
}

/** The browser's crash check (WebCrypto) against the server's crash module (node:crypto). */
describe('the browser crash verifier', () => {
  it('gives the server crash point for every round of a chain', async () => {
    const chain = chainOf('verify-secret', 1_500);
    const points = new Set<number>();
    for (const hash of chain.slice(1)) {
      const point = await crashPointOf(hash, 'verify-salt');
      expect(point, hash).toBe(crashPoint(hash, 'verify-salt'));
      points.add(point);
    }
    expect(points.size).toBeGreaterThan(100);
  });

  it('links a round to the round before it, and only to that one', async () => {
    // chain[n] is round n's hash, chain[0] the terminating hash.
    const chain = chainOf('link-secret', 50);
    const check = await checkCrashRound({
      gameHash: chain[20]!.toUpperCase(),
      salt: 'link-salt',
      previousHash: chain[19],
    });
    expect(check).toMatchObject({ resultCode: 'ok', isChainLink: true, previousHashExpected: chain[19] });
    if (check.resultCode === 'ok')
      expect(check.crashPointText).toBe(formatHundredths(crashPoint(chain[20]!, 'link-salt')));
    expect(
      await checkCrashRound({ gameHash: chain[20]!, salt: 'link-salt', previousHash: chain[18] }),
    ).toMatchObject({
      isChainLink: false,
    });
    expect(
      await checkCrashRound({ gameHash: chain[1]!, salt: 'link-salt', previousHash: chain[0] }),
    ).toMatchObject({
      isChainLink: true,
    });
    expect(await checkCrashRound({ gameHash: chain[5]!, salt: 'link-salt' })).toMatchObject({
      isChainLink: null,
    });
  });

  it('refuses what is not a game hash', async () => {
    expect(await checkCrashRound({ gameHash: 'abc', salt: 's' })).toMatchObject({ field: 'gameHash' });
    expect(await checkCrashRound({ gameHash: 'a'.repeat(64), salt: 's', previousHash: 'xyz' })).toMatchObject(
      {
        field: 'previousHash',
      },
    );
  });
});
