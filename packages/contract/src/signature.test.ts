import { describe, expect, it } from 'vitest';
import { isSignatureValid, signBody } from './signature';

describe('provider request signing', () => {
  // RFC 4231 test case 2: HMAC-SHA256 with key "Jefe".
  const body = 'what do ya want for nothing?';
  const known = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';

  it('signs the raw body as hex HMAC-SHA256, the same from a string or its bytes', () => {
    expect(signBody('Jefe', body)).toBe(known);
    expect(signBody('Jefe', Buffer.from(body))).toBe(known);
  });

  it('accepts the right signature in either case of hex', () => {
    expect(isSignatureValid('Jefe', body, known)).toBe(true);
    expect(isSignatureValid('Jefe', body, known.toUpperCase())).toBe(true);
  });

  it('refuses another body, another secret, a wrong length, non-hex and non-strings', () => {
    expect(isSignatureValid('Jefe', `${body} `, known)).toBe(false);
    expect(isSignatureValid('jefe', body, known)).toBe(false);
    expect(isSignatureValid('Jefe', body, known.slice(0, 62))).toBe(false);
    expect(isSignatureValid('Jefe', body, `${known}00`)).toBe(false);
    expect(isSignatureValid('Jefe', body, `${known.slice(0, 63)}g`)).toBe(false);
    expect(isSignatureValid('Jefe', body, undefined)).toBe(false);
    expect(isSignatureValid('Jefe', body, ['x'])).toBe(false);
  });
});
