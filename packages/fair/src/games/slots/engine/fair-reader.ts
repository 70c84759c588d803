/**
 * The fair numbers of one round, read in order. A slot round reads a variable count (free spins add
 * spins), always below the title's bound, so the engine takes them one by one from a reader: an array
 * (what the round route and the browser verifier compute) or a lazy stream (simulations, the bench).
 * Both give the same sequence for the same seeds, so a round replays the same either way.
 */
export interface FairReader {
  next(): number;
}

export function arrayReader(values: readonly number[]): FairReader {
  let cursor = 0;
  return {
    next() {
      if (cursor >= values.length)
        throw new Error(`the round read more than its ${values.length} fair numbers`);
      return values[cursor++]!;
    },
  };
}

const twoTo32 = 4_294_967_296;

/** An index in [0, n) from a fair number: floor(u · n / 2^32), as every studio game draws. */
export function pick(value: number, n: number): number {
  return Math.floor((value * n) / twoTo32);
}
