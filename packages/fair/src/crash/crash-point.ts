/**
 * The crash point of one round, from its game hash: bustabit's formula (v2 onwards), in exact integers.
 * This file is pure (no node:crypto) so the browser's verifier uses the same code as the server.
 *
 * 1. d = HMAC-SHA256(key = salt as text, message = the 32 bytes of the game hash, hex-decoded)
 * 2. r = the 52 most significant bits of d (its first 13 hex digits), uniform on [0, 2^52)
 * 3. crash = max(1.00, floor(99 / (1 − r / 2^52)) / 100)
 *
 * Written as floor(99 · 2^52 / (2^52 − r)) hundredths with bigints, so it never depends on float
 * rounding. P(crash ≥ x) = 0.99 / x for every x ≥ 1.01 in hundredths: the house edge is 1 % whatever
 * the cash-out, and 1 % of rounds crash at 1.00 (r < 2^52 / 100).
 */

export const twoTo52 = 4_503_599_627_370_496n;

/** Hundredths: 100 is 1.00x. */
export function crashPointFromDigestHex(digestHex: string): number {
  if (!/^[0-9a-f]{13}/.test(digestHex)) throw new Error('expected a lowercase hex digest');
  const r = BigInt(`0x${digestHex.slice(0, 13)}`);
  return Math.max(100, Number((99n * twoTo52) / (twoTo52 - r)));
}

/** 247 -> '2.47': crash points travel and show as text, never as floats. */
export function formatHundredths(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
