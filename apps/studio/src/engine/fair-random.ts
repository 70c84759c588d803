import { createHash, createHmac, randomBytes } from 'node:crypto';
import { digestsNeeded, hmacMessage, uint32sFromDigests } from '@casino/fair/engine/fair-bytes';

/** The server side of the engine: digests with node:crypto. The browser does the same with WebCrypto. */

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256 bits: the server seed is committed to by its hash before any bet is made on it. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The default client seed; the player may replace it with any text of their own. */
export function newClientSeed(): string {
  return randomBytes(10).toString('hex');
}

export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function digestsFor(seed: SeedTriple, count: number): Uint8Array[] {
  const digests: Uint8Array[] = [];
  for (let cursor = 0; cursor < digestsNeeded(count); cursor += 1) {
    digests.push(
      createHmac('sha256', seed.serverSeed)
        .update(hmacMessage(seed.clientSeed, seed.nonce, cursor))
        .digest(),
    );
  }
  return digests;
}

/** `count` uniform 32-bit integers for one round (the float is value / 2^32). */
export function fairUint32s(seed: SeedTriple, count: number): number[] {
  return uint32sFromDigests(digestsFor(seed, count), count);
}

export function fairFloats(seed: SeedTriple, count: number): number[] {
  return fairUint32s(seed, count).map((value) => value / 2 ** 32);
}
