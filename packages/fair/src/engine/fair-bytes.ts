/**
 * The pure half of the provably-fair engine, shared by the server and the browser's verifier: how the
 * HMAC digests become numbers. The digests themselves come from `hmacSha256` (node:crypto on the
 * server, WebCrypto in the browser), so this file imports nothing.
 *
 * Stake's scheme: digest i is HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${i}`);
 * every 4 bytes of the digests, in order, make one number. A float is the sum of byte_j / 256^(j+1), which
 * equals the big-endian 32-bit integer over 2^32: uniform on [0, 1) with no modulo bias. Games that
 * need exact arithmetic read the integer (`uint32s`), those that only compare read the float.
 */

export const twoTo32 = 4_294_967_296;

export function hmacMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

/** How many digests (32 bytes, 8 numbers each) `count` numbers need. */
export function digestsNeeded(count: number): number {
  return Math.ceil(count / 8);
}

/** Big-endian 32-bit integers, 8 per digest, the first `count` of them. */
export function uint32sFromDigests(digests: Uint8Array[], count: number): number[] {
  const values: number[] = [];
  for (const digest of digests) {
    for (let offset = 0; offset + 4 <= digest.length && values.length < count; offset += 4) {
      // Multiplication, not <<: a shift would make the top bit a sign bit.
      const value =
        digest[offset]! * 16_777_216 +
        digest[offset + 1]! * 65_536 +
        digest[offset + 2]! * 256 +
        digest[offset + 3]!;
      values.push(value);
    }
  }
  if (values.length < count) throw new Error(`needed ${count} numbers, digests gave ${values.length}`);
  return values;
}

/** Stake's float: Σ byte_j / 256^(j+1) over 4 bytes, written as the sum so it reads like the docs. */
export function floatFromBytes(bytes: ArrayLike<number>): number {
  let float = 0;
  for (let j = 0; j < 4; j += 1) float += bytes[j]! / 256 ** (j + 1);
  return float;
}

export function floatsFromDigests(digests: Uint8Array[], count: number): number[] {
  return uint32sFromDigests(digests, count).map((value) => value / twoTo32);
}
