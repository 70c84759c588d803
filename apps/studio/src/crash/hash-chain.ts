import { createHash, createHmac, randomBytes } from 'node:crypto';
import { crashPointFromDigestHex } from '@casino/fair/crash/crash-point';

/**
 * The hash chain of the crash game (bustabit's and Stake's scheme), in generation order:
 *
 *   g_0 = SHA-256(secret), g_(k+1) = SHA-256(g_k)   for k = 0 .. N − 1
 *
 * where every SHA-256 is taken of the previous hash's lowercase hex TEXT (64 characters), as bustabit
 * does. g_N, the terminating hash, is published before the first round. The rounds play the chain
 * backwards: round n (n = 1 .. N) uses g_(N − n), so SHA-256(hash of round n) = hash of round n − 1
 * (and = g_N for round 1). Knowing every revealed hash tells nothing about the next one, yet each one,
 * once revealed, is proven to have been fixed before the chain was published.
 *
 * Only the secret, the terminating hash and every `checkpointEvery`-th hash are kept; the hashes of a
 * stretch of rounds are generated from the checkpoint below them when first needed.
 */

export interface ChainRecord {
  secret: string;
  length: number;
  terminatingHash: string;
  /** checkpoints[j] = g_(j · checkpointEvery). */
  checkpoints: string[];
  checkpointEvery: number;
}

export const sha256Text = (text: string) => createHash('sha256').update(text).digest('hex');

export class ChainAbortedError extends Error {}

/**
 * Builds a chain in slices, yielding to the event loop between them (a million hashes take about a
 * second); `isCancelled` lets a studio that is closing stop halfway.
 */
export async function createChain(
  length: number,
  checkpointEvery = 10_000,
  secret = randomBytes(32).toString('hex'),
  isCancelled: () => boolean = () => false,
) {
  if (!Number.isInteger(length) || length < 1) throw new Error('a chain needs at least one round');
  const checkpoints: string[] = [];
  let hash = sha256Text(secret);
  for (let k = 0; k < length; k += 1) {
    if (k % checkpointEvery === 0) {
      checkpoints.push(hash);
      if (k > 0) await new Promise((resolve) => setImmediate(resolve));
      if (isCancelled()) throw new ChainAbortedError('chain generation cancelled');
    }
    hash = sha256Text(hash);
  }
  return { secret, length, terminatingHash: hash, checkpoints, checkpointEvery } satisfies ChainRecord;
}

/** The hashes g_(j·K) .. g_((j+1)·K − 1) of one checkpoint's stretch, K = checkpointEvery. */
function segment(chain: ChainRecord, j: number): string[] {
  const hashes = [chain.checkpoints[j]!];
  const end = Math.min(chain.length, (j + 1) * chain.checkpointEvery);
  for (let k = j * chain.checkpointEvery + 1; k < end; k += 1)
    hashes.push(sha256Text(hashes[hashes.length - 1]!));
  return hashes;
}

/**
 * Reads hashes of one chain, keeping the last stretch generated: rounds walk the chain one step at a
 * time, so each stretch of K hashes is generated once per K rounds.
 */
export function chainReader(chain: ChainRecord) {
  let cached: { j: number; hashes: string[] } | null = null;
  function hashAt(k: number): string {
    if (!Number.isInteger(k) || k < 0 || k > chain.length) throw new Error(`no position ${k} in the chain`);
    if (k === chain.length) return chain.terminatingHash;
    const j = Math.floor(k / chain.checkpointEvery);
    if (cached?.j !== j) cached = { j, hashes: segment(chain, j) };
    return cached.hashes[k - j * chain.checkpointEvery]!;
  }
  return {
    chain,
    hashAt,
    /** The game hash of round n (1-based): g_(N − n). */
    roundHash(roundNumber: number): string {
      if (!Number.isInteger(roundNumber) || roundNumber < 1 || roundNumber > chain.length)
        throw new Error(`round ${roundNumber} is not in the chain`);
      return hashAt(chain.length - roundNumber);
    },
  };
}
export type ChainReader = ReturnType<typeof chainReader>;

/** HMAC-SHA256 with the public salt as key and the game hash's bytes as message, then the formula. */
export function crashPoint(gameHash: string, salt: string): number {
  const digest = createHmac('sha256', salt).update(Buffer.from(gameHash, 'hex')).digest('hex');
  return crashPointFromDigestHex(digest);
}
