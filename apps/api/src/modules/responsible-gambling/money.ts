/**
 * Decimal strings <-> integer minor units, without ever going through a float, so '0.29' is 29 and
 * not 28.999999.
 */
export function parseAmountToMinor(value: string, minorUnits: number): number | null {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > minorUnits) return null;
  const minor = BigInt(whole) * 10n ** BigInt(minorUnits) + BigInt(fraction.padEnd(minorUnits, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

export function formatMinor(minor: number, minorUnits: number): string {
  const negative = minor < 0;
  const digits = Math.abs(minor)
    .toString()
    .padStart(minorUnits + 1, '0');
  const whole = digits.slice(0, digits.length - minorUnits);
  const fraction = minorUnits > 0 ? `.${digits.slice(digits.length - minorUnits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
