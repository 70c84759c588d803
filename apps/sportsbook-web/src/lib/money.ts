/** The currency's minor-unit digits (EUR 2, JPY 0...), as the browser's Intl knows them. */
export function fractionDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Minor units (bigint) as money in the player's language. */
export function formatMoney(minor: bigint, currency: string, locale: string): string {
  const digits = fractionDigits(currency);
  const scale = 10n ** BigInt(digits);
  const major = Number(minor / scale) + Number(minor % scale) / Number(scale);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}

/**
 * A typed stake ("12", "12.5", "12,50") in minor units, or null when it is not an amount in this
 * currency (letters, a sign, more decimals than the currency has).
 */
export function parseStake(typed: string, currency: string): bigint | null {
  const digits = fractionDigits(currency);
  const text = typed.trim().replace(',', '.');
  const pattern = digits === 0 ? /^(\d{1,9})$/ : new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,${digits}}))?$`);
  const match = pattern.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction || '0');
}

/** Minor units back as the plain number a stake field shows ("12.50"). */
export function stakeText(minor: bigint, currency: string): string {
  const digits = fractionDigits(currency);
  if (digits === 0) return String(minor);
  const scale = 10n ** BigInt(digits);
  return `${minor / scale}.${String(minor % scale).padStart(digits, '0')}`;
}
