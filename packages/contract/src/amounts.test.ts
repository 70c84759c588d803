import { describe, expect, it } from 'vitest';
import {
  decimalAmountSchema,
  integerStringSchema,
  minorAmountSchema,
  positiveMinorAmountSchema,
} from './amounts';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('amounts on the wire', () => {
  it('minor amounts are 1 to 15 digits, never signed, decimal or a number', () => {
    expect(['0', '1250', '999999999999999'].every((value) => accepts(minorAmountSchema, value))).toBe(true);
    for (const value of ['', '-1', '12.50', '1e3', '1000000000000000', 1250, '１２'])
      expect(accepts(minorAmountSchema, value)).toBe(false);
  });

  it('positive amounts refuse zero in any spelling, and refuse non-digits without throwing', () => {
    expect(accepts(positiveMinorAmountSchema, '1')).toBe(true);
    expect(accepts(positiveMinorAmountSchema, '0010')).toBe(true);
    for (const value of ['0', '000', '-5', '𓆃↸ʰ𘤻', ''])
      expect(accepts(positiveMinorAmountSchema, value)).toBe(false);
  });

  it('whole numbers may be negative and reach bigint range', () => {
    for (const value of ['-250', '0', '9223372036854775807'])
      expect(accepts(integerStringSchema, value)).toBe(true);
    for (const value of ['1.5', '--1', '12345678901234567890', ' 1'])
      expect(accepts(integerStringSchema, value)).toBe(false);
  });

  it('decimal amounts have at most two decimals', () => {
    for (const value of ['12.50', '250', '0.5']) expect(accepts(decimalAmountSchema, value)).toBe(true);
    for (const value of ['12.505', '.5', '12,50', '-1'])
      expect(accepts(decimalAmountSchema, value)).toBe(false);
  });
});
