/** Account currencies (spec section 5) with minor units and how many make 1 EUR (spec section 9). */
export const currencies = {
  EUR: { minorUnits: 2, perEur: 1 },
  USD: { minorUnits: 2, perEur: 1 },
  CHF: { minorUnits: 2, perEur: 1 },
  AUD: { minorUnits: 2, perEur: 1 },
  CAD: { minorUnits: 2, perEur: 1 },
  PLN: { minorUnits: 2, perEur: 5 },
  BRL: { minorUnits: 2, perEur: 5 },
  NOK: { minorUnits: 2, perEur: 10 },
} as const;

export type CurrencyCode = keyof typeof currencies;
export const currencyCodes = Object.keys(currencies) as CurrencyCode[];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(currencies, value);
}
