import { formatMinorMoney } from '@casino/rules/formatting';

/** A score as the race counts it: money for wagered and net win, a multiplier (hundredths) otherwise. */
export function formatScore(score: string, scoring: string, currency: string, locale: string): string {
  if (scoring === 'multiplier')
    return `x${(Number(score) / 100).toLocaleString(locale, { maximumFractionDigits: 2 })}`;
  return formatMinorMoney(score, currency, locale);
}
