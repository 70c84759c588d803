/**
 * The money wheel (a game show): 54 segments, pure so the browser's verifier and view share it.
 *
 * Numbers 1, 2, 5, 10, 20 and 40 (23, 15, 7, 4, 2 and 1 segments) pay their number to one on a bet
 * placed on them; two multiplier segments, 2x and 7x, pay nothing themselves: the wheel spins again
 * and the next number's win (not the stake) is multiplied. A second multiplier spins once more and
 * multiplies again; that third spin lands on a number only (the last uint32 is read over the 52
 * number segments), so the most a round multiplies by is 7 · 7 = 49 and a round reads exactly three
 * numbers.
 *
 * For a number n with c segments, with M the two multipliers {2, 7}:
 *   RTP(n) = c/54 · (1 + n) + Σ_m 1/54 · c/54 · (1 + n·m) + Σ_m Σ_m' 1/54 · 1/54 · c/52 · (1 + n·m·m')
 * which gives 1: 95.151 %, 2: 95.264 %, 5: 90.948 %, 10: 96.249 %, 20: 92.403 %, 40: 90.480 %
 * (exact fractions in `wheelRtp`, checked by the tests).
 */

export const wheelNumbers = [1, 2, 5, 10, 20, 40] as const;
export type WheelNumber = (typeof wheelNumbers)[number];
export const wheelMultipliers = [2, 7] as const;

export type WheelSegment = { kind: 'number'; value: WheelNumber } | { kind: 'multiplier'; value: number };

/** The layout round the wheel, spread so equal numbers rarely sit side by side; the multipliers face each other. */
const layoutText =
  '1 2 1 5 1 2 1 10 1 2 1 5 1 20 1 2 1 5 1 2 1 10 1 2 5 2 x2 ' +
  '2 1 5 1 2 1 10 1 2 1 40 2 1 5 1 20 1 2 1 10 1 2 5 2 1 2 x7';

export const wheelSegments: WheelSegment[] = layoutText
  .split(' ')
  .map((token) =>
    token.startsWith('x')
      ? { kind: 'multiplier', value: Number(token.slice(1)) }
      : { kind: 'number', value: Number(token) as WheelNumber },
  );

/** The number segments only, in wheel order: where a third spin can land. */
const numberSegmentIndexes = wheelSegments.flatMap((segment, index) =>
  segment.kind === 'number' ? [index] : [],
);

export const wheelNumbersPerRound = 3;

export interface WheelOutcome {
  /** The segment index of each spin, in order (one, two or three spins). */
  spins: number[];
  /** The number the round ended on, and the product of the multipliers before it. */
  number: WheelNumber;
  multiplier: number;
}

const scaled = (uint32: number, count: number) => Math.floor((uint32 * count) / 2 ** 32);

export function spinWheel(uint32s: number[]): WheelOutcome {
  const spins: number[] = [];
  let multiplier = 1;
  for (let spin = 0; spin < wheelNumbersPerRound; spin += 1) {
    const isLast = spin === wheelNumbersPerRound - 1;
    const index = isLast
      ? numberSegmentIndexes[scaled(uint32s[spin]!, numberSegmentIndexes.length)]!
      : scaled(uint32s[spin]!, wheelSegments.length);
    spins.push(index);
    const segment = wheelSegments[index]!;
    if (segment.kind === 'number') return { spins, number: segment.value, multiplier };
    multiplier *= segment.value;
  }
  throw new Error('the last spin always lands on a number');
}

export const wheelSpot = (value: WheelNumber) => `n${value}`;

export function numberOfSpot(spot: string): WheelNumber | null {
  const value = Number(spot.slice(1));
  return spot.startsWith('n') && (wheelNumbers as readonly number[]).includes(value)
    ? (value as WheelNumber)
    : null;
}

/** What a bet on spot 'n5' returns (stake included): 1 + 5 · multiplier when the wheel stops on 5. */
export function wheelReturn(spot: string, amount: bigint, outcome: WheelOutcome): bigint {
  const number = numberOfSpot(spot);
  if (number === null) throw new Error(`not a wheel spot: ${spot}`);
  return number === outcome.number ? amount + amount * BigInt(number * outcome.multiplier) : 0n;
}

export function wheelMaxReturn(spot: string, amount: bigint): bigint {
  const number = numberOfSpot(spot);
  const most = Math.max(...wheelMultipliers) ** (wheelNumbersPerRound - 1);
  return number === null ? 0n : amount + amount * BigInt(number * most);
}

export const segmentCount = (value: WheelNumber) =>
  wheelSegments.filter((segment) => segment.kind === 'number' && segment.value === value).length;

/** The exact RTP of a bet on `value` as a fraction [numerator, denominator] of bigints. */
export function wheelRtp(value: WheelNumber): [bigint, bigint] {
  const c = BigInt(segmentCount(value));
  const n = BigInt(value);
  const total = BigInt(wheelSegments.length);
  const numbers = BigInt(numberSegmentIndexes.length);
  let numerator = 0n;
  let denominator = 1n;
  const add = (num: bigint, den: bigint) => {
    numerator = numerator * den + num * denominator;
    denominator *= den;
  };
  add(c * (1n + n), total);
  for (const m of wheelMultipliers) {
    add(c * (1n + n * BigInt(m)), total * total);
    for (const m2 of wheelMultipliers) add(c * (1n + n * BigInt(m * m2)), total * total * numbers);
  }
  return [numerator, denominator];
}
