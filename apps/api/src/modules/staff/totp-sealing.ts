import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Staff TOTP secrets are kept encrypted at rest (AES-256-GCM): a copy of the database alone does not
 * give anyone the second factor. The key comes from STAFF_TOTP_KEY, which production requires; in a demo
 * or test without it, it is derived from the studio's signing key, so a demo needs no setting of its own.
 */
const version = 'v1';

export function staffTotpKeyOf(input: { totpKey: string | undefined; fallbackSecret: string }): Buffer {
  if (input.totpKey) return createHash('sha256').update(input.totpKey).digest();
  return Buffer.from(
    hkdfSync('sha256', input.fallbackSecret, 'staff-totp', 'staff totp secrets at rest', 32),
  );
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealTotpSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The secret of a stored value. A value written before secrets were sealed (no version prefix) is
 * read as it is; it is sealed the next time the member enrols. A wrong key or a changed value throws.
 */
export function openTotpSecret(stored: string, key: Buffer): string {
  const parts = stored.split('.');
  if (parts[0] !== version || parts.length !== 4) return stored;
  const [, iv, tag, sealed] = parts.map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv as Buffer);
  decipher.setAuthTag(tag as Buffer);
  return Buffer.concat([decipher.update(sealed as Buffer), decipher.final()]).toString('utf8');
}
