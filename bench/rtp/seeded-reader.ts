import { createHash } from 'node:crypto';
import type { FairReader } from '../../packages/fair/src/games/slots/engine/fair-reader';

/**
 * xoshiro128** (Blackman and Vigna, 2018): uniform 32-bit integers, period 2^128 − 1, equidistributed in
 * four dimensions, and it passes BigCrush. The engine reads a round's numbers through `FairReader` and
 * maps each one to a stop or a height the same way whatever produced it, so feeding it these instead
 * of HMAC-SHA256 digests changes only the cost of a number, never the game played on it.
 *
 * The 128-bit state is the first 16 bytes of SHA-256(seed): any text gives a well-mixed, non-zero state,
 * and the same text replays the same numbers.
 */
class Xoshiro128StarStar implements FairReader {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(state: Uint8Array) {
    const view = new DataView(state.buffer, state.byteOffset, 16);
    this.s0 = view.getInt32(0);
    this.s1 = view.getInt32(4);
    this.s2 = view.getInt32(8);
    this.s3 = view.getInt32(12);
    // The all-zero state is the one fixed point; SHA-256 will not give it, but nothing should hang on that.
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  next(): number {
    const result = Math.imul(rotateLeft(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const shifted = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= shifted;
    this.s3 = rotateLeft(this.s3, 11);
    return result;
  }
}

function rotateLeft(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

export function seededReader(seed: string): FairReader {
  return new Xoshiro128StarStar(createHash('sha256').update(seed).digest());
}

/** For a known-answer check: the reference implementation's state words taken as they are. */
export function readerFromState(words: readonly [number, number, number, number]): FairReader {
  const state = new Uint8Array(16);
  const view = new DataView(state.buffer);
  words.forEach((word, i) => view.setUint32(i * 4, word));
  return new Xoshiro128StarStar(state);
}
