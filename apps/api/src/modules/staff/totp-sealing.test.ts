import { describe, expect, it } from 'vitest';
import { newTotpSecret } from './totp';
import { openTotpSecret, sealTotpSecret, staffTotpKeyOf } from './totp-sealing';

describe('staff TOTP secrets at rest', () => {
  const key = staffTotpKeyOf({
    totpKey: 'a staff totp key of thirty-two characters or more',
    fallbackSecret: 'x',
  });

  it('seals a secret so that only its key opens it, and never the same text twice', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(secret, key);
    expect(sealed).not.toContain(secret);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealTotpSecret(secret, key)).not.toBe(sealed);
    expect(openTotpSecret(sealed, key)).toBe(secret);
    const other = staffTotpKeyOf({
      totpKey: undefined,
      fallbackSecret: 'the studio signing key, long enough',
    });
    expect(() => openTotpSecret(sealed, other)).toThrow();
  });

  it('refuses a sealed value that was changed, and reads a secret stored before sealing as it is', () => {
    const sealed = sealTotpSecret(newTotpSecret(), key);
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => openTotpSecret(tampered, key)).toThrow();
    expect(openTotpSecret('JBSWY3DPEHPK3PXP', key)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('derives the key from the studio key when STAFF_TOTP_KEY is unset, the same on every start', () => {
    const studio = 'the studio signing key, long enough';
    const first = staffTotpKeyOf({ totpKey: undefined, fallbackSecret: studio });
    expect(first.equals(staffTotpKeyOf({ totpKey: undefined, fallbackSecret: studio }))).toBe(true);
    expect(first).toHaveLength(32);
    expect(first.equals(staffTotpKeyOf({ totpKey: undefined, fallbackSecret: `${studio}!` }))).toBe(false);
  });
});
