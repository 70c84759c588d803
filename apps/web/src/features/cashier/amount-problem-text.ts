import type { TFunction } from '@/lib/translator';
import { formatMoney } from '@/lib/money';
import type { AmountProblem } from './amount-rules';

/** An amount rule's finding in the player's language, money written as their language writes it. */
export function amountProblemText(
  t: TFunction,
  problem: AmountProblem,
  currency: string,
  locale: string,
): string {
  const money = (value: string) => formatMoney(value, currency, locale);
  switch (problem.code) {
    case 'amount_below_min':
      return t('errors.amount_below_min', { min: money(problem.min) });
    case 'amount_above_max':
      return t('errors.amount_above_max', { max: money(problem.max) });
    case 'amount_above_balance':
      return t('errors.amount_above_balance', { available: money(problem.available) });
    default:
      return t(`errors.${problem.code}`);
  }
}
