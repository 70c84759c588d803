import { crashPointFromDigestHex, formatHundredths, hexToBytes } from '../crash/crash-point';
import { hmacSha256, sha256Hex } from './web-crypto';

/**
 * The crash game checked in the browser, mirroring `src/crash`: the crash point of a round from its
 * game hash and the public salt (HMAC-SHA256, key = the salt's text, message = the hash's 32 bytes),
 * and the chain link: the SHA-256 of a round's hash, taken of its hex text, is the previous round's hash.
 */

const isGameHash = (value: string) => /^[0-9a-f]{64}$/.test(value);

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** In hundredths: 100 is 1.00x. */
export async function crashPointOf(gameHash: string, salt: string): Promise<number> {
  const bytes = new Uint8Array(hexToBytes(gameHash));
  return crashPointFromDigestHex(toHex(await hmacSha256(salt, bytes)));
}

export type CrashCheck =
  | { resultCode: 'validation_error'; field: 'gameHash' | 'previousHash'; message: string }
  | {
      resultCode: 'ok';
      crashPoint: number;
      /** '2.47' for 247 hundredths. */
      crashPointText: string;
      /** SHA-256 of the round's hash: the previous round's hash, when the chain holds. */
      previousHashExpected: string;
      /** Null when no previous hash was given. */
      isChainLink: boolean | null;
    };

export async function checkCrashRound(input: {
  gameHash: string;
  salt: string;
  previousHash?: string;
}): Promise<CrashCheck> {
  const gameHash = input.gameHash.trim().toLowerCase();
  const previousHash = input.previousHash?.trim().toLowerCase() ?? '';
  if (!isGameHash(gameHash))
    return { resultCode: 'validation_error', field: 'gameHash', message: 'expected 64 hex digits' };
  if (previousHash && !isGameHash(previousHash))
    return { resultCode: 'validation_error', field: 'previousHash', message: 'expected 64 hex digits' };
  const crashPoint = await crashPointOf(gameHash, input.salt);
  const previousHashExpected = await sha256Hex(gameHash);
  return {
    resultCode: 'ok',
    crashPoint,
    crashPointText: formatHundredths(crashPoint),
    previousHashExpected,
    isChainLink: previousHash ? previousHash === previousHashExpected : null,
  };
}
