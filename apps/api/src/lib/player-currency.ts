import { currencies, isCurrencyCode, type CurrencyCode, type EurRate } from '@casino/rules';

export interface CurrencyInfo {
  code: CurrencyCode;
  minorUnits: number;
  perEur: EurRate;
}

/** Accounts are only opened in supported currencies; EUR is a defensive fallback, not a conversion. */
export function currencyInfo(code: string): CurrencyInfo {
  const known: CurrencyCode = isCurrencyCode(code) ? code : 'EUR';
  return { code: known, ...currencies[known] };
}
