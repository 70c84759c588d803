import { defaultLocale, isLocale, type Locale } from './locales';
import { minorToDecimal, minorUnitsOf, parseUnits } from './money';

/**
 * The one place dates and money are written for a player, shared by the web app, the API and the
 * game clients. The locale comes from the player's language plus their region (their country, or
 * the visitor's geo country): en + GB writes 24/11/2026, en + US 11/24/2026. Money is held as integer
 * minor units or exact decimal strings; Intl only lays out the digits, it never parses an amount.
 * Numbers (money, counts, percentages, multipliers) follow the language alone, so one page never
 * mixes two notations ('x1.500' beside '€1,000.00' for an English reader in Germany); only dates
 * follow the region.
 */

/** The region a language is written for when the player's own region is unknown. */
const homeRegions: Record<Locale, string> = { en: 'GB', es: 'ES', de: 'DE', fr: 'FR', pt: 'PT', no: 'NO' };

/** BCP 47 tag of a language and region: ('de') -> 'de-DE', ('en', 'US') -> 'en-US', ('no') -> 'nb-NO'. */
export function formattingLocale(language: string | null | undefined, region?: string | null): string {
  const locale: Locale = isLocale(language) ? language : defaultLocale;
  const country = region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : homeRegions[locale];
  // Intl knows Norwegian Bokmål as nb; `no` alone falls back to it in some engines only.
  return `${locale === 'no' ? 'nb' : locale}-${country}`;
}

/**
 * The notation numbers are written in for a formatting locale: its language's, whatever the region
 * ('en-DE' and 'en-US' -> 'en-GB', 'pt-BR' -> 'pt-PT', 'nb-NO' -> 'nb-NO').
 */
export function numberLocale(locale: string): string {
  const language = locale.split('-')[0]?.toLowerCase();
  return formattingLocale(language === 'nb' || language === 'nn' ? 'no' : language);
}

const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/;

type Decimal = `${number}`;

function currencyFormat(locale: string, currency: string, fractionDigits: number) {
  try {
    return new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: Math.max(fractionDigits, minorUnitsOf(currency)),
    });
  } catch {
    return null;
  }
}

/**
 * An exact decimal string ('12.50', '-3', '0.00012345') as money: '12,50 €' in de-DE, '€12.50' in
 * en-GB. Intl formats the string itself, so no digit is lost to a float. A code Intl does not know as
 * a currency (a crypto token) is written as the number and the code: '0,5 USDT'.
 */
export function formatDecimalMoney(amount: string, currency: string, locale: string): string {
  const match = decimalPattern.exec(amount.trim());
  if (!match) return `${amount} ${currency}`;
  const fraction = match[3] ?? '';
  const digits = Math.max(fraction.length, minorUnitsOf(currency));
  const format = currencyFormat(locale, currency, digits);
  const text = amount.trim() as Decimal;
  if (format) return format.format(text);
  const number = new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: fraction.length });
  return `${number.format(text)} ${currency}`;
}

/** Integer minor units (150 in EUR is 1.50) as money, the same way as formatDecimalMoney. */
export function formatMinorMoney(minor: bigint | number | string, currency: string, locale: string): string {
  return formatDecimalMoney(minorToDecimal(minor, currency), currency, locale);
}

/**
 * Minor units as a player types them into an amount field, without the currency: '1,00' in de-DE,
 * '1.00' in en-GB, no grouping so the field reads back as typed.
 */
export function formatAmountInput(minor: bigint, currency: string, locale: string): string {
  const scale = minorUnitsOf(currency);
  const format = new Intl.NumberFormat(numberLocale(locale), {
    useGrouping: false,
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
  return format.format(minorToDecimal(minor, currency) as Decimal);
}

/** What a player typed in an amount field ('1,5', '1.50', '1 000,00') as minor units; null when it is not one. */
export function parseAmountInput(text: string, currency: string): bigint | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  return parseUnits(compact, minorUnitsOf(currency), { maxWholeDigits: 12, comma: true });
}

const dateParts: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const timeParts: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 24/11/2026 (en-GB), 11/24/2026 (en-US), 24.11.2026 (de-DE); an unreadable value is shown as it came. */
export function formatDate(value: Date | string | number, locale: string): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(locale, dateParts).format(date) : String(value);
}

/** The date and the time of day to the minute: 24/11/2026, 18:05 (en-GB). */
export function formatDateTime(value: Date | string | number, locale: string): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(locale, { ...dateParts, ...timeParts }).format(date) : String(value);
}

/**
 * A moment written for a mail, where the reader's clock is unknown: in the reader's language, with the
 * time zone named. The month by name ('28 November 2026 at 15:20 UTC' in en-GB, '28. November 2026
 * um 15:20 UTC' in de-DE), or in digits for lists (`numeric`: '28/11/2026, 15:20 UTC'). UTC unless
 * another IANA zone is given.
 */
export function formatMailDateTime(
  value: Date | string | number,
  locale: string,
  options: { timeZone?: string; numeric?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return String(value);
  const day: Intl.DateTimeFormatOptions = options.numeric
    ? dateParts
    : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(locale, {
    ...day,
    ...timeParts,
    hourCycle: 'h23',
    timeZone: options.timeZone ?? 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** The time of day with seconds, for lists of the same day's rounds: 18:05:09 (en-GB). */
export function formatTime(value: Date | string | number, locale: string): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(locale, { ...timeParts, second: '2-digit' }).format(date)
    : String(value);
}

/** Fixed decimals, or up to `max` of them. */
export type FractionDigits = number | { max: number };

function digitRange(fractionDigits: FractionDigits): [number, number] {
  return typeof fractionDigits === 'number' ? [fractionDigits, fractionDigits] : [0, fractionDigits.max];
}

/**
 * A plain number in the language's notation ('46.656' in de-DE), for counts. `fractionDigits` fixes
 * the decimals; `{ max }` writes up to that many, dropping trailing zeros ('1,5' not '1,50').
 */
export function formatNumber(value: number, locale: string, fractionDigits: FractionDigits = 0): string {
  const [min, max] = digitRange(fractionDigits);
  return new Intl.NumberFormat(numberLocale(locale), {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value);
}

/**
 * A percentage given in percent (95.99, not 0.9599) as the language writes it, spaced with a
 * no-break space where it spaces it: '95.99%' in English, '95,99 %' in German and French.
 */
export function formatPercent(percent: number, locale: string, fractionDigits: FractionDigits = 0): string {
  const [min, max] = digitRange(fractionDigits);
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'percent',
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(percent / 100);
}

/**
 * A multiplier, the number first and the sign after it in every language: '1,500×' and '1.28×' in
 * English, '1.500×' and '1,28×' in German. Digits as formatNumber's (up to two decimals by default).
 */
export function formatMultiplier(
  value: number,
  locale: string,
  fractionDigits: FractionDigits = { max: 2 },
): string {
  return `${formatNumber(value, locale, fractionDigits)}×`;
}
