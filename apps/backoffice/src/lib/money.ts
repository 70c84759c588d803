import { formatDecimalMoney, formatMinorMoney, formattingLocale } from '@casino/rules/formatting';
import { useI18n } from './i18n';

/**
 * The back office's one way of writing an amount: per currency with its minor units (2 for EUR, 0
 * for JPY), in the screen's language ('12,50 €' in German, '€12.50' in English). Amounts arrive as
 * integer minor units or exact decimal strings; neither passes through a float.
 */
export function useMoney() {
  const { locale } = useI18n();
  const tag = formattingLocale(locale);
  return {
    /** Integer minor units (1250 in EUR) as money: '€12.50'. */
    minor: (minor: bigint | number | string, currency: string) => formatMinorMoney(minor, currency, tag),
    /** An exact decimal of the currency ('12.50') as money: '€12.50'. */
    decimal: (amount: string, currency: string) => formatDecimalMoney(amount, currency, tag),
  };
}
