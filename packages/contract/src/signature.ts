import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing of the provider protocol (provider.ts), in both directions: hex HMAC-SHA256 of the
 * exact bytes sent, keyed with the provider's secret. Server-side only (node:crypto): imported by its
 * subpath `@casino/contract/signature`, never from the contract's index, so no browser bundle has it.
 */
export function signBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant time: the compare takes as long whatever prefix of the signature is right. */
export function isSignatureValid(secret: string, rawBody: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
