/**
 * Campaign terms are kept in EUR cents. Staff type euros ('12.50', '12,5', '200'); these convert
 * by string, never through a float, so no amount is off by a cent.
 */
export function centsOfEuros(text: string): string | null {
  const match = /^\s*(\d{1,13})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = `${match[1]}${(match[2] ?? '').padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  return cents;
}

/** EUR cents as euros with two decimals: '1250' → '12.50'. */
export function eurosOfCents(cents: string): string {
  const padded = cents.padStart(3, '0');
  return `${padded.slice(0, -2).replace(/^0+(?=\d)/, '')}.${padded.slice(-2)}`;
}
