import { digestsNeeded, hmacMessage, uint32sFromDigests } from '../engine/fair-bytes';

/**
 * The engine's digests with WebCrypto (`crypto.subtle`, in every browser and in Node 20 as a global)
 * instead of node:crypto, so a player recomputes a round on their own machine without asking us.
 */

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(value: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof value === 'string' ? encoder.encode(value) : value;
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

/** HMAC-SHA256 keyed by the text of `key`; the message is text or raw bytes. */
export async function hmacSha256(
  key: string,
  message: string | Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const bytes = typeof message === 'string' ? encoder.encode(message) : message;
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, bytes));
}

export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The same `count` numbers as the server's `fairUint32s`: digest i signs `${clientSeed}:${nonce}:${i}`. */
export async function fairUint32s(seed: SeedTriple, count: number): Promise<number[]> {
  const digests: Uint8Array[] = [];
  for (let cursor = 0; cursor < digestsNeeded(count); cursor += 1)
    digests.push(await hmacSha256(seed.serverSeed, hmacMessage(seed.clientSeed, seed.nonce, cursor)));
  return uint32sFromDigests(digests, count);
}

/** The commitment check: the revealed server seed is the one whose SHA-256 was shown before play. */
export async function checkServerSeed(serverSeed: string, serverSeedHash: string): Promise<boolean> {
  return (await sha256Hex(serverSeed)) === serverSeedHash.trim().toLowerCase();
}
