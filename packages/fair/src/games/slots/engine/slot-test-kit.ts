import type { FairReader } from './fair-reader';

/** Test helpers: fair numbers that land on chosen indices, so a test can set the reels by hand. */

/** The smallest u with floor(u · n / 2^32) = index. */
export function numberFor(index: number, n: number): number {
  return Math.ceil((index * 4_294_967_296) / n);
}

/** A reader over chosen numbers that says when the round wanted more than it was given. */
export class ExhaustedError extends Error {}

export function scriptedReader(values: readonly number[]): FairReader {
  let cursor = 0;
  return {
    next() {
      if (cursor >= values.length) throw new ExhaustedError();
      return values[cursor++]!;
    },
  };
}
