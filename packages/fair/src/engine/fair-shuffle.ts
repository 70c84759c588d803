import { twoTo32 } from './fair-bytes';

/**
 * The first `take` items of a Fisher–Yates shuffle fed by fair floats: step i swaps position i with
 * i + floor(f_i · (n − i)). Every ordering is equally likely (up to the 2^-32 grain of a float), and a
 * draw without replacement is just the first items. f · (n − i) is exact in a double (u < 2^32 and
 * n is small), so the server and the browser pick the same positions. Reads `take` numbers.
 */
export function fairShuffle<T>(
  items: readonly T[],
  uint32s: readonly number[],
  take = items.length - 1,
): T[] {
  const deck = [...items];
  for (let i = 0; i < take && i < deck.length - 1; i += 1) {
    const float = uint32s[i]! / twoTo32;
    const j = i + Math.floor(float * (deck.length - i));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}
