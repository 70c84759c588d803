import { formatDecimalMoney } from '@casino/rules/formatting';

/**
 * Money arrives as decimal strings ("12.50"). Sums and comparisons go through integer scaled values
 * (BigInt), so no float ever rounds a balance.
 */
const decimalPattern = /^\d+(\.\d+)?$/;

export function isDecimalAmount(value: string): boolean {
  return decimalPattern.test(value.trim());
}

function decimals(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

function scaled(value: string, scale: number): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -units : units;
}

function unscale(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = scale ? digits.slice(0, -scale) : digits;
  const fraction = scale ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** a + b, keeping the larger number of decimals. */
export function addDecimals(a: string, b: string): string {
  const scale = Math.max(decimals(a), decimals(b));
  return unscale(scaled(a, scale) + scaled(b, scale), scale);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimals(a), decimals(b));
  const difference = scaled(a, scale) - scaled(b, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** "1,5" as typed on a European keyboard becomes "1.5"; surrounding spaces go. */
export function normalizeDecimalInput(value: string): string {
  return value.trim().replace(',', '.');
}

/**
 * A decimal string in a currency, as the player's language and region write money ('1,00 €' in
 * de-DE): the rules' one formatter, exact to the last digit. `locale` comes from useFormatLocale.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  return formatDecimalMoney(amount, currency, locale);
}
