import { describe, expect, it } from 'vitest';
import { envelopeSchema } from './envelope';
import { httpStatusOf, isResultCode, resultCodeNames } from './result-codes';
import { z } from 'zod';

describe('result codes', () => {
  it('are snake_case and map to an HTTP status', () => {
    for (const code of resultCodeNames) {
      expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(httpStatusOf(code)).toBeGreaterThanOrEqual(200);
    }
  });
  it('include the spec catalogue names', () => {
    for (const code of [
      'session_expired',
      'restriction_error',
      'invalid_captcha',
      'invalid_username_or_password',
    ]) {
      expect(isResultCode(code)).toBe(true);
    }
    expect(isResultCode('toString')).toBe(false);
  });
});

describe('envelopeSchema', () => {
  it('accepts an envelope and refuses an unknown result code', () => {
    const schema = envelopeSchema(z.object({ n: z.number() }));
    const ok = { info: { success: true, message: '', resultCode: 'ok' }, data: { n: 1 } };
    expect(schema.parse(ok)).toEqual(ok);
    expect(schema.safeParse({ ...ok, info: { ...ok.info, resultCode: 'nope' } }).success).toBe(false);
  });
});
