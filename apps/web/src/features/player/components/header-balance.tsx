import './header-balance.css';
import { useTranslation } from '@/lib/i18n-react';
import { addDecimals, compareDecimals, formatMoney } from '@/lib/money';
import { useBalance } from '../api/get-balance';
import { useFormatLocale } from '../hooks/use-format-locale';

/**
 * The balance in the account currency; nothing until it is known. While the player holds bonus money
 * cash and bonus are shown apart (bonus money cannot be withdrawn until it converts), else one sum.
 */
export function HeaderBalance() {
  const { t, ready } = useTranslation('cashier');
  const locale = useFormatLocale();
  const { data } = useBalance();
  if (!data || !ready) return null;
  const money = (amount: string) => formatMoney(amount, data.currency, locale);
  const hasBonus = compareDecimals(data.bonus, '0') > 0;
  return (
    <span
      className={hasBonus ? 'header-balance header-balance--split' : 'header-balance'}
      data-testid="header-balance"
      title={t('balance.detail', { cash: money(data.cash), bonus: money(data.bonus) })}
    >
      {hasBonus ? (
        <>
          <span data-testid="header-balance-cash">
            <span className="ui-visually-hidden">{t('balanceSplit.cash')} </span>
            {money(data.cash)}
          </span>
          <span className="header-balance__bonus" data-testid="header-balance-bonus">
            {t('balanceSplit.bonus')} {money(data.bonus)}
          </span>
        </>
      ) : (
        <>
          <span className="ui-visually-hidden">{t('balance.label')} </span>
          {money(addDecimals(data.cash, data.bonus))}
        </>
      )}
    </span>
  );
}
