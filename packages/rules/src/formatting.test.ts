import { describe, expect, it } from 'vitest';
import {
  formatAmountInput,
  formatDate,
  formatDateTime,
  formatDecimalMoney,
  formatMinorMoney,
  formattingLocale,
  parseAmountInput,
} from './formatting';
import { minorToDecimal } from './money';

// Intl separates some parts with narrow or plain no-break spaces: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const day = new Date('2026-11-24T18:05:09Z');

describe('formattingLocale', () => {
  it('joins the language with the region, each language with a home region when none is known', () => {
    expect(formattingLocale('en', 'GB')).toBe('en-GB');
    expect(formattingLocale('en', 'us')).toBe('en-US');
    expect(formattingLocale('de')).toBe('de-DE');
    expect(formattingLocale('no')).toBe('nb-NO');
    expect(formattingLocale('pt')).toBe('pt-PT');
    expect(formattingLocale('pt', 'BR')).toBe('pt-BR');
    expect(formattingLocale('xx', 'not a region')).toBe('en-GB');
  });
});

describe('dates', () => {
  it('writes a UK visitor day first and a US visitor month first', () => {
    expect(formatDate(day, formattingLocale('en', 'GB'))).toBe('24/11/2026');
    expect(formatDate(day, formattingLocale('en', 'US'))).toBe('11/24/2026');
    expect(formatDate(day, formattingLocale('de'))).toBe('24.11.2026');
    expect(formatDate(day, formattingLocale('no'))).toBe('24.11.2026');
  });

  it('adds the time of day in the same layout, and leaves an unreadable value as it came', () => {
    const text = formatDateTime('2026-11-24T18:05:09Z', 'en-GB');
    expect(text.startsWith('24/11/2026')).toBe(true);
    expect(text).toMatch(/\d{2}:05/);
    expect(formatDate('not a date', 'en-GB')).toBe('not a date');
  });
});

describe('money', () => {
  it('writes minor units with the currency symbol in every language the same way', () => {
    expect(plain(formatMinorMoney(100n, 'EUR', formattingLocale('de')))).toBe('1,00 €');
    expect(plain(formatMinorMoney(123450, 'EUR', formattingLocale('en', 'GB')))).toBe('€1,234.50');
    expect(plain(formatMinorMoney('-250', 'EUR', formattingLocale('fr')))).toBe('-2,50 €');
    expect(plain(formatMinorMoney(100n, 'NOK', formattingLocale('no')))).toBe('1,00 kr');
    expect(plain(formatMinorMoney(100n, 'EUR', formattingLocale('no')))).toBe('1,00 €');
  });

  it('keeps every digit of a large amount (no float on the way)', () => {
    expect(minorToDecimal(9_007_199_254_740_993n, 'EUR')).toBe('90071992547409.93');
    expect(plain(formatMinorMoney(9_007_199_254_740_993n, 'EUR', 'en-GB'))).toBe('€90,071,992,547,409.93');
  });

  it('writes decimal strings exactly and a code Intl does not know after the number', () => {
    expect(plain(formatDecimalMoney('0.00012345', 'BTC', 'de-DE'))).toBe('0,00012345 BTC');
    expect(plain(formatDecimalMoney('12.5', 'USDT', 'de-DE'))).toBe('12,5 USDT');
    expect(plain(formatDecimalMoney('12.5', 'EUR', 'de-DE'))).toBe('12,50 €');
  });
});

describe('amount fields', () => {
  it('shows 1,00 to a German player and 1.00 to an English one, and reads both back', () => {
    expect(formatAmountInput(100n, 'EUR', formattingLocale('de'))).toBe('1,00');
    expect(formatAmountInput(123456n, 'EUR', formattingLocale('en', 'GB'))).toBe('1234.56');
    expect(parseAmountInput('1,00', 'EUR')).toBe(100n);
    expect(parseAmountInput('1.5', 'EUR')).toBe(150n);
    expect(parseAmountInput('1,234', 'EUR')).toBeNull();
    expect(parseAmountInput('-1', 'EUR')).toBeNull();
  });
});
