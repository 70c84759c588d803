/**
 * European roulette (one zero, 37 pockets), pure so the browser's verifier and board share it.
 *
 * Every bet covers n numbers and returns 36 / n times its stake (stake included): straight 35:1,
 * split 17:1, street 11:1, corner 8:1, line 5:1, dozen and column 2:1, the even chances 1:1. So every
 * bet has the same RTP, 36 / 37 = 97.297 %: the zero is the house's whole edge (no la partage).
 */

export const pocketCount = 37;

const redNumbers = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const isRed = (pocket: number) => redNumbers.has(pocket);

/** The order of the pockets round a European wheel, clockwise from the zero (for the view). */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/**
 * The pocket from one fair 32-bit number: floor(u · 37 / 2^32). 2^32 is not a multiple of 37, so some
 * pockets get one more of the 2^32 values than others: a difference of 37 / 2^32 ≈ 9·10⁻⁹ in
 * probability, far below anything a player or a test could see.
 */
export function pocketFrom(uint32: number): number {
  return Math.floor((uint32 * pocketCount) / 2 ** 32);
}

const range = (from: number, count: number, step = 1) =>
  Array.from({ length: count }, (_, i) => from + i * step);

/** Splits side by side on the layout (a, a + 1 in one row; a, a + 3 in one column), and the zero's three. */
function isSplit(a: number, b: number) {
  if (a === 0) return b >= 1 && b <= 3;
  if (b - a === 3) return b <= 36;
  return b - a === 1 && a % 3 !== 0;
}

/**
 * The numbers a bet spot covers, or null when the spot is not a bet on this layout. Spots are text:
 * 'straight:17', 'split:17-20', 'street:4' (its first number), 'corner:1' (its top-left number: 1, 2,
 * 4, 5), 'line:1' (two streets from 1), 'dozen:2', 'column:3', 'red', 'black', 'odd', 'even', 'low', 'high'.
 */
export function coveredNumbers(spot: string): number[] | null {
  const [kind, value = ''] = spot.split(':');
  const numbers = value.split('-').map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN));
  const [a = NaN, b = NaN] = numbers;
  switch (kind) {
    case 'straight':
      return numbers.length === 1 && a >= 0 && a <= 36 ? [a] : null;
    case 'split':
      return numbers.length === 2 && isSplit(a, b) ? [a, b] : null;
    case 'street':
      return numbers.length === 1 && a >= 1 && a <= 34 && a % 3 === 1 ? range(a, 3) : null;
    case 'corner':
      return numbers.length === 1 && a >= 1 && a <= 32 && a % 3 !== 0 ? [a, a + 1, a + 3, a + 4] : null;
    case 'line':
      return numbers.length === 1 && a >= 1 && a <= 31 && a % 3 === 1 ? range(a, 6) : null;
    case 'dozen':
      return numbers.length === 1 && a >= 1 && a <= 3 ? range(12 * (a - 1) + 1, 12) : null;
    case 'column':
      return numbers.length === 1 && a >= 1 && a <= 3 ? range(a, 12, 3) : null;
  }
  if (value !== '') return null;
  const all = range(1, 36);
  switch (kind) {
    case 'red':
      return all.filter(isRed);
    case 'black':
      return all.filter((n) => !isRed(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 18);
    default:
      return null;
  }
}

/** What one bet returns (stake included) when the ball lands in `pocket`: 36 / n times, or nothing. */
export function rouletteReturn(spot: string, amount: bigint, pocket: number): bigint {
  const covered = coveredNumbers(spot);
  if (!covered) throw new Error(`not a roulette spot: ${spot}`);
  return covered.includes(pocket) ? (amount * 36n) / BigInt(covered.length) : 0n;
}

/** The most one bet can return: a straight up pays 36 times. */
export function rouletteMaxReturn(spot: string, amount: bigint): bigint {
  const covered = coveredNumbers(spot);
  return covered ? (amount * 36n) / BigInt(covered.length) : 0n;
}
