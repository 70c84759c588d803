import { currencies, isCurrencyCode } from './currencies';

/**
 * Money in one place: decimal strings <-> integer units as bigint, never through a float, so '0.29'
 * with 2 decimals is 29n (not 28.999999) and a coin amount '0.00012345' with 8 decimals is 12345n.
 * Display (language, region, symbol) is formatting.ts's job; this file only counts.
 */

export interface ParseUnitsOptions {
  /** Most digits before the point; 15 unless told (Infinity for no bound). */
  maxWholeDigits?: number;
  /** Accept a leading '-'; refused unless told. */
  signed?: boolean;
  /** Accept ',' as the decimal separator, as typed on a European keyboard; refused unless told. */
  comma?: boolean;
}

/**
 * '12.50' with 2 decimals -> 1250n. Null for anything that is not a plain decimal ('', '.5', '5.',
 * '1e3', '0x10'), has more decimals than `decimals` or more whole digits than allowed.
 */
export function parseUnits(value: string, decimals: number, options: ParseUnitsOptions = {}): bigint | null {
  const { maxWholeDigits = 15, signed = false, comma = false } = options;
  const match = (comma ? /^(-?)(\d+)(?:[.,](\d+))?$/ : /^(-?)(\d+)(?:\.(\d+))?$/).exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if ((sign && !signed) || whole.length > maxWholeDigits || fraction.length > decimals) return null;
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return sign ? -units : units;
}

/** 1250n with 2 decimals -> '12.50'; -5n -> '-0.05'; 7n with 0 decimals -> '7'. */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Digits after the point of a currency: ours from the rules, any other ISO code as Intl knows it. */
export function minorUnitsOf(currency: string): number {
  if (isCurrencyCode(currency)) return currencies[currency].minorUnits;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** '1.50' in EUR -> 150n, with the currency's exponent; null as parseUnits refuses. */
export function decimalToMinor(value: string, currency: string, options?: ParseUnitsOptions): bigint | null {
  return parseUnits(value, minorUnitsOf(currency), options);
}

/** 150n in EUR -> '1.50': integer arithmetic only. */
export function minorToDecimal(minor: bigint | number | string, currency: string): string {
  return formatUnits(BigInt(minor), minorUnitsOf(currency));
}
