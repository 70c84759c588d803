import {
  formatAmountInput,
  formatMinorMoney,
  formatNumber,
  formatPercent,
  formatTime,
  formattingLocale,
  numberLocale,
  parseAmountInput,
  type FractionDigits,
} from '@casino/rules/formatting';
import type { Language } from './i18n';

/**
 * The player's locale for numbers, money and times: the platform's language with the region the
 * launch named (the player's country), else the region the browser gives for that language, else
 * the language's home region. The rules' one formatter does the writing, as on the platform: numbers
 * follow the language alone, the region only changes how times read.
 */
export function playerLocale(
  language: Language,
  region: string | null,
  browserLanguages: readonly string[] = [],
): string {
  if (region) return formattingLocale(language, region);
  const base = language === 'no' ? ['no', 'nb', 'nn'] : [language];
  for (const tag of browserLanguages) {
    const [head = '', country] = tag.split(/[-_]/);
    if (base.includes(head.toLowerCase()) && country && /^[A-Za-z]{2}$/.test(country))
      return formattingLocale(language, country);
  }
  return formattingLocale(language);
}

/** Everything a game page writes in the player's notation, for one currency. */
export interface Formats {
  locale: string;
  /** Minor units (strings of integers) to money: '1,00 €' in de-DE. */
  money: (minor: string | bigint) => string;
  /** Minor units as the bet field shows them: '1,00' in de-DE, '1.00' in en-GB. */
  amountInput: (minor: bigint) => string;
  /** What the player typed in the bet field ('1,5' or '1.5') as minor units; null when it is not an amount. */
  parseAmount: (text: string) => bigint | null;
  /** A round's time of day. */
  time: (iso: string) => string;
  /** A count or a number with fixed decimals: '46.656' in de-DE. */
  number: (value: number, fractionDigits?: number) => string;
  /** Hundredths (a roll, a multiplier) with two decimals: 5050 is '50,50' in de-DE. */
  decimal: (hundredths: number) => string;
  /** A number with at most two decimals and no grouping, for tight labels: '1,5' in de-DE. */
  short: (value: number) => string;
  /** A percentage given in percent ('95.99' or 95.99): '95.99%' in English, '95,99 %' in German. */
  percent: (value: number | string, fractionDigits?: FractionDigits) => string;
}

export function createFormats(locale: string, currency: string): Formats {
  return {
    locale,
    money: (minor) => formatMinorMoney(minor, currency, locale),
    amountInput: (minor) => formatAmountInput(minor, currency, locale),
    parseAmount: (text) => parseAmountInput(text, currency),
    time: (iso) => formatTime(iso, locale),
    number: (value, fractionDigits = 0) => formatNumber(value, locale, fractionDigits),
    decimal: (hundredths) => formatNumber(hundredths / 100, locale, 2),
    short: (value) =>
      new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2, useGrouping: false }).format(
        value,
      ),
    percent: (value, fractionDigits = 2) => formatPercent(Number(value), locale, fractionDigits),
  };
}
