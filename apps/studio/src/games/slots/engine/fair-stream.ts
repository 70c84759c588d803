import { createHmac } from 'node:crypto';
import { hmacMessage, uint32sFromDigests } from '@casino/fair/engine/fair-bytes';
import type { SeedTriple } from '../../../engine/fair-random';
import type { FairReader } from '@casino/fair/games/slots/engine/fair-reader';

/**
 * Server-side lazy reader: digest `cursor` is computed only when the round needs its numbers, so a
 * simulated spin costs one HMAC, not the title's worst case. Same numbers as `fairUint32s(seed, n)`.
 */
export function fairStream(seed: SeedTriple): FairReader {
  let cursor = 0;
  let buffer: number[] = [];
  let offset = 0;
  return {
    next() {
      if (offset === buffer.length) {
        const digest = createHmac('sha256', seed.serverSeed)
          .update(hmacMessage(seed.clientSeed, seed.nonce, cursor))
          .digest();
        buffer = uint32sFromDigests([digest], 8);
        cursor += 1;
        offset = 0;
      }
      return buffer[offset++]!;
    },
  };
}
