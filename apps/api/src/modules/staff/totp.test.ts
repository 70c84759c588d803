import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpAt } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890".
const rfcSeed = Buffer.from('12345678901234567890');
const rfcSecret = base32Encode(rfcSeed);

describe('TOTP', () => {
  it('matches the RFC 4226 HOTP test values', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(rfcSeed, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('matches the RFC 6238 SHA-1 test vectors (last six digits)', () => {
    expect(totpAt(rfcSecret, new Date(59_000))).toBe('287082');
    expect(totpAt(rfcSecret, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpAt(rfcSecret, new Date(1_234_567_890_000))).toBe('005924');
    expect(totpAt(rfcSecret, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('round-trips base32', () => {
    expect(base32Decode(rfcSecret).equals(rfcSeed)).toBe(true);
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts one step either side, not two, and never a step already used', () => {
    const now = new Date(1_700_000_000_000);
    const at = (seconds: number) => totpAt(rfcSecret, new Date(now.getTime() + seconds * 1000));
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchTotp(rfcSecret, at(0), now, null)).toBe(step);
    expect(matchTotp(rfcSecret, at(-30), now, null)).toBe(step - 1);
    expect(matchTotp(rfcSecret, at(30), now, null)).toBe(step + 1);
    expect(matchTotp(rfcSecret, at(-60), now, null)).toBeNull();
    expect(matchTotp(rfcSecret, at(60), now, null)).toBeNull();
    expect(matchTotp(rfcSecret, at(0), now, step)).toBeNull();
    expect(matchTotp(rfcSecret, '12345', now, null)).toBeNull();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    expect(otpauthUri({ issuer: 'Nova Casino', account: 'ops', secret: 'ABC' })).toBe(
      'otpauth://totp/Nova%20Casino%3Aops?secret=ABC&issuer=Nova+Casino&algorithm=SHA1&digits=6&period=30',
    );
  });
});
