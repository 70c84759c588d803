import { formatDecimalMoney } from '@casino/rules/formatting';
import { formatUnits, parseUnits } from '@casino/rules/money';

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
  const units = parseUnits(value, scale, { signed: true, maxWholeDigits: Infinity });
  if (units === null) throw new RangeError(`not a decimal amount: ${value}`);
  return units;
}

/** a + b, keeping the larger number of decimals. */
export function addDecimals(a: string, b: string): string {
  const scale = Math.max(decimals(a), decimals(b));
  return formatUnits(scaled(a, scale) + scaled(b, scale), scale);
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
