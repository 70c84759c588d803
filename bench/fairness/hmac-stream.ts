/**
 * The raw provably-fair stream on stdout, for external batteries (dieharder): the first digest of
 * each round, HMAC-SHA256(server seed, "client:nonce:0") for nonce 0, 1, 2 …, computed by the studio's
 * own `digestsFor`, its 32 bytes in order (the 8 numbers a round reads first, big-endian). Runs until
 * the reader closes the pipe.
 *
 *   npx tsx bench/fairness/hmac-stream.ts | dieharder -g 200 -d 0     # 200: raw binary on stdin
 */
import { digestsFor } from '../../apps/studio/src/engine/fair-random';

const serverSeed = process.env.SEED ?? 'bench-fairness-stream';
const digestsPerChunk = 2_048;

let nonce = 0;
function chunk(): Buffer {
  const buffer = Buffer.alloc(digestsPerChunk * 32);
  for (let i = 0; i < digestsPerChunk; i += 1, nonce += 1)
    buffer.set(digestsFor({ serverSeed, clientSeed: 'stream', nonce }, 8)[0]!, i * 32);
  return buffer;
}

// The reader stops when it has enough: a closed pipe is the normal end, not an error.
process.stdout.on('error', () => process.exit(0));
function pump() {
  while (process.stdout.write(chunk()));
  process.stdout.once('drain', pump);
}
pump();
