import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the OS CSPRNG, base64url so it travels in a header unchanged. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored; a fast hash is enough because the token itself has 256 bits of entropy. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
