import { eurCentsInCurrency, wholeEurInCurrency } from './currency-conversion';
/**
 * How many units of a currency make 1 EUR, as a ratio of integers (`num / den`) so that every
 * conversion of integer minor units stays exact: 1 EUR = 0.85 GBP is 17/20, which no integer
 * multiplier can say.
 */
export interface EurRate {
  num: number;
  den: number;
}

/**
 * Account currencies (spec section 5) with minor units and their equivalent to 1 EUR (spec section 9:
 * 1 USD, 1 CHF, 1 AUD, 1 CAD, 5 PLN, 5 BRL, 10 NOK). The spec's list is a floor: GBP is added for UK
 * players at 1 EUR = 0.85 GBP.
 */
export const currencies = {
  EUR: { minorUnits: 2, perEur: { num: 1, den: 1 } },
  USD: { minorUnits: 2, perEur: { num: 1, den: 1 } },
  CHF: { minorUnits: 2, perEur: { num: 1, den: 1 } },
  AUD: { minorUnits: 2, perEur: { num: 1, den: 1 } },
  CAD: { minorUnits: 2, perEur: { num: 1, den: 1 } },
  PLN: { minorUnits: 2, perEur: { num: 5, den: 1 } },
  BRL: { minorUnits: 2, perEur: { num: 5, den: 1 } },
  NOK: { minorUnits: 2, perEur: { num: 10, den: 1 } },
  GBP: { minorUnits: 2, perEur: { num: 17, den: 20 } },
} as const satisfies Record<string, { minorUnits: number; perEur: EurRate }>;

export type CurrencyCode = keyof typeof currencies;
export const currencyCodes = Object.keys(currencies) as CurrencyCode[];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(currencies, value);
}

/**
 * EUR cents as minor units of `currency`, exact when the ratio divides (every bound we publish does),
 * otherwise rounded down so a converted maximum never exceeds its EUR equivalent.
 */
export function eurCentsToMinor(currency: CurrencyCode, eurCents: bigint): bigint {
  return eurCentsInCurrency(eurCents, currencies[currency], 'floor');
}

/** Whole EUR (a limit bound) as minor units of `currency`, rounded down: 20 EUR is 1,700 pence. */
export function wholeEurToMinor(currency: CurrencyCode, euros: number | bigint): bigint {
  return wholeEurInCurrency(BigInt(euros), currencies[currency], 'floor');
}

/**
 * The currency a visitor from this country most likely keeps their money in, offered as the sign-up
 * default; null where the player should choose (EUR countries choose too, it is one click).
 */
const currencyOfCountry: Partial<Record<string, CurrencyCode>> = {
  GB: 'GBP',
  GG: 'GBP',
  JE: 'GBP',
  IM: 'GBP',
  NO: 'NOK',
  PL: 'PLN',
  BR: 'BRL',
  CH: 'CHF',
  CA: 'CAD',
};

export function defaultCurrencyOf(countryCode: string): CurrencyCode | null {
  return currencyOfCountry[countryCode.toUpperCase()] ?? null;
}
