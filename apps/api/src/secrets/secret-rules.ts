import { randomBytes } from 'node:crypto';
import { isRepositoryKey } from '@casino/rules/published-keys';

/**
 * Rules for the HMAC keys that move money: the studio's and other providers' wallet calls, and the
 * payment processors' webhooks. Whoever knows one can sign a `win` or a "paid" webhook, so a value
 * anyone could have read (a former default, a documentation example) or a short one never signs in
 * production.
 */
export const minProductionSecretLength = 32;

/** Values this project once printed as defaults or examples: never a live key, in any environment. */
const publishedSecrets = new Set(['studio-secret-change-me-please', 'sandbox-webhook-secret-change-me']);

export function isPublishedSecret(value: string): boolean {
  const normalized = value.trim().toLowerCase();
  return publishedSecrets.has(normalized) || /change[-_ ]?me/.test(normalized);
}

/** Why `value` cannot be the production key, or null when it can. */
export function productionSecretProblem(
  value: string | undefined,
  minLength = minProductionSecretLength,
): string | null {
  if (value === undefined)
    return `must be set in production (a random value of at least ${minLength} characters)`;
  if (isPublishedSecret(value)) return 'is a published or placeholder value; set a random value of your own';
  if (isRepositoryKey(value))
    return "appears in the project's public repository (a test or example key); set a random value of your own";
  if (value.length < minLength) return `is too short for production: at least ${minLength} characters`;
  // 'aaaa…' or '0123…' patterns: long, yet guessable.
  if (new Set(value).size < 10) return 'repeats too few characters to be a random value';
  return null;
}

/** A fresh key: 256 bits, URL-safe. */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}
