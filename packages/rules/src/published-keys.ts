import { createHash } from 'node:crypto';
import { publishedKeyHashes } from './published-key-hashes';

/**
 * Keys anyone can read in this project's public repository (a test helper's STUDIO_SECRET, an example
 * in the docs) must never sign in production. The repository's key-like strings are hashed into
 * published-key-hashes.ts (`npm run published-keys` writes it; a test fails when it is stale), so a
 * built server refuses them without shipping the source.
 */

/** A string that could pass the production rules: 32+ characters, 10+ different ones. */
export const minKeyLength = 32;
const minDistinctCharacters = 10;

/**
 * Lowercase words, identifiers and module paths ('./modules/wallet/wallet-test-kit',
 * 'staff_login_failures_username_at_idx'): long and varied, but no key is written like that (hex keys
 * have digits, base64 keys capitals), and counting them would make every new import path a "key".
 */
function isWordsOrPath(value: string): boolean {
  return /^[a-z._~@/-]+$/.test(value) || /^\.{0,2}\/?[a-z0-9@._~-]+(\/[a-z0-9@._~-]+)+\/?$/.test(value);
}

function isKeyLike(value: string): boolean {
  return (
    value.length >= minKeyLength && new Set(value).size >= minDistinctCharacters && !isWordsOrPath(value)
  );
}

/**
 * Every key-like string of a text: quoted literals without spaces ('…', "…", `…`) and bare runs of the
 * characters keys are made of (hex, base64, base64url, dashes), as a .env line or a Markdown table has.
 */
export function keyLikeStringsOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(['"`])([^'"`\s\\]{32,400})\1/g))
    if (match[2] && isKeyLike(match[2])) found.add(match[2]);
  for (const match of text.matchAll(/[A-Za-z0-9+/=_.~-]{32,}/g)) if (isKeyLike(match[0])) found.add(match[0]);
  return [...found];
}

/** The 64-bit prefix of the SHA-256 of a key, as the list stores it. */
export function publishedKeyHashOf(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}

let known: Set<string> | null = null;

/** Whether `value` (or it trimmed) appears in the repository. */
export function isRepositoryKey(value: string): boolean {
  known ??= new Set(publishedKeyHashes.split(' '));
  return known.has(publishedKeyHashOf(value)) || known.has(publishedKeyHashOf(value.trim()));
}
