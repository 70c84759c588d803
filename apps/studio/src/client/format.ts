/** Minor units (strings of integers) to display text; all our currencies have two decimals. */
export function formatMoney(minor: string | bigint, currency: string, locale: string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  try {
    const formatted = new Intl.NumberFormat(locale === 'no' ? 'nb' : locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
    }).format(Number(text));
    return negative ? `-${formatted}` : formatted;
  } catch {
    // Not an ISO currency (a crypto code): the amount and the code.
    return `${negative ? '-' : ''}${text} ${currency}`;
  }
}

/** '1.50' -> 150n; null when it is not an amount with at most two decimals. */
export function parseMoney(text: string): bigint | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export function minorToInput(minor: bigint): string {
  return `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
}

/** Hundredths to '12.34'. */
export function hundredths(value: number): string {
  return (value / 100).toFixed(2);
}
