import { formatMinorMoney, formatMultiplier } from '@casino/rules/formatting';

/** A score as the race counts it: money for wagered and net win, a multiplier (hundredths) otherwise. */
export function formatScore(score: string, scoring: string, currency: string, locale: string): string {
  if (scoring === 'multiplier') return formatMultiplier(Number(score) / 100, locale);
  return formatMinorMoney(score, currency, locale);
}
