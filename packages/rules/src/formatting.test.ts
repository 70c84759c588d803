import { describe, expect, it } from 'vitest';
import {
  formatAmountInput,
  formatDate,
  formatDateTime,
  formatMailDateTime,
  formatDecimalMoney,
  formatMinorMoney,
  formatMultiplier,
  formatNumber,
  formatPercent,
  formattingLocale,
  numberLocale,
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

describe('dates in mails', () => {
  const moment = '2026-11-24T18:05:09Z';

  it("names the month in the reader's language and the time zone, since the reader's clock is unknown", () => {
    expect(formatMailDateTime(moment, formattingLocale('en'))).toBe('24 November 2026 at 18:05 UTC');
    expect(formatMailDateTime(moment, formattingLocale('en', 'US'))).toBe('November 24, 2026 at 18:05 UTC');
    expect(formatMailDateTime(moment, formattingLocale('de'))).toBe('24. November 2026 um 18:05 UTC');
    expect(formatMailDateTime(moment, formattingLocale('fr'))).toBe('24 novembre 2026 à 18:05 UTC');
    expect(formatMailDateTime(moment, formattingLocale('es'))).toBe(
      '24 de noviembre de 2026 a las 18:05 UTC',
    );
  });

  it('writes the day in digits for lists, and another zone when asked', () => {
    expect(formatMailDateTime(moment, formattingLocale('de'), { numeric: true })).toBe(
      '24.11.2026, 18:05 UTC',
    );
    expect(formatMailDateTime(moment, formattingLocale('en'), { timeZone: 'Europe/Oslo' })).toBe(
      '24 November 2026 at 19:05 CET',
    );
    expect(formatMailDateTime('not a date', 'en-GB')).toBe('not a date');
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

describe('one number notation per language', () => {
  // Each language's count, multipliers, percentages and money, for a reader in Germany: the region
  // never changes the notation. \u00a0 is a no-break space, \u202f a narrow one.
  const expected = {
    en: ['1,500', '1,500×', '1.28×', '95.99%', '10%', '€1,000.00'],
    es: ['1500', '1500×', '1,28×', '95,99\u00a0%', '10\u00a0%', '1000,00\u00a0€'],
    de: ['1.500', '1.500×', '1,28×', '95,99\u00a0%', '10\u00a0%', '1.000,00\u00a0€'],
    fr: ['1\u202f500', '1\u202f500×', '1,28×', '95,99\u00a0%', '10\u00a0%', '1\u202f000,00\u00a0€'],
    pt: ['1500', '1500×', '1,28×', '95,99%', '10%', '1000,00\u00a0€'],
    no: ['1\u00a0500', '1\u00a0500×', '1,28×', '95,99\u00a0%', '10\u00a0%', '1\u00a0000,00\u00a0€'],
  } as const;

  for (const [language, texts] of Object.entries(expected))
    it(`writes numbers, multipliers, percentages and money alike in ${language}`, () => {
      const locale = formattingLocale(language, 'DE');
      expect([
        formatNumber(1500, locale),
        formatMultiplier(1500, locale),
        formatMultiplier(1.28, locale, 2),
        formatPercent(95.99, locale, 2),
        formatPercent(10, locale),
        formatMinorMoney(100_000n, 'EUR', locale),
      ]).toEqual(texts);
    });

  it('takes the notation from the language whatever the region, and never wraps a unit', () => {
    expect(numberLocale('en-DE')).toBe('en-GB');
    expect(numberLocale('en-US')).toBe('en-GB');
    expect(numberLocale('pt-BR')).toBe('pt-PT');
    expect(numberLocale('nb-NO')).toBe('nb-NO');
    expect(formatMultiplier(1500, 'en-DE')).toBe(formatMultiplier(1500, 'en-GB'));
    expect(formatMinorMoney(150_000n, 'EUR', 'en-DE')).toBe('€1,500.00');
    expect(formatNumber(1.5, 'de-DE', { max: 2 })).toBe('1,5');
    expect(formatPercent(12.5, 'fr-FR', { max: 1 })).toBe('12,5\u00a0%');
    // Dates keep the region.
    expect(formatDate(day, 'en-US')).toBe('11/24/2026');
  });
});
