import { createHmac } from 'node:crypto';
import type { NetworkDropLine } from '../db/schema';

/**
 * A drop's draw for one round: HMAC-SHA256(secret seed, round id). The first 32 bits decide whether
 * the round draws a prize (below chancePpm parts per million); the next 32 bits pick the drop table
 * slot it aims at. The same seed and round id always give the same answer, so once the seed is
 * revealed anyone can replay every draw of the promotion.
 */
export interface DropDraw {
  digest: string;
  isHit: boolean;
  /** The slot aimed at, 0..slots-1; taken slots pass on to the next free one (claimDrop). */
  slot: number;
}

const twoTo32 = 2 ** 32;

export function drawDrop(secretSeed: string, roundId: string, chancePpm: number, slots: number): DropDraw {
  const digest = createHmac('sha256', secretSeed).update(roundId).digest('hex');
  const roll = Number.parseInt(digest.slice(0, 8), 16);
  const pick = Number.parseInt(digest.slice(8, 16), 16);
  return {
    digest,
    // roll / 2^32 < chancePpm / 1e6, in integers.
    isHit: slots > 0 && roll * 1_000_000 < chancePpm * twoTo32,
    slot: slots > 0 ? pick % slots : 0,
  };
}

/** The drop table as slots: slot i is one prize, in table order. */
export function dropSlots(table: NetworkDropLine[]): bigint[] {
  return table.flatMap((line) => Array.from({ length: line.count }, () => BigInt(line.amountEurCents)));
}
