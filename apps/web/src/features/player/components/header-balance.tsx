import './header-balance.css';
import { useTranslation } from 'react-i18next';
import { addDecimals, formatMoney } from '@/lib/money';
import { useBalance } from '../api/get-balance';
import { useFormatLocale } from '../hooks/use-format-locale';

/** Cash plus bonus in the account currency; nothing until the balance is known. */
export function HeaderBalance() {
  const { t, ready } = useTranslation('cashier');
  const locale = useFormatLocale();
  const { data } = useBalance();
  if (!data || !ready) return null;
  const money = (amount: string) => formatMoney(amount, data.currency, locale);
  return (
    <span
      className="header-balance"
      data-testid="header-balance"
      title={t('balance.detail', { cash: money(data.cash), bonus: money(data.bonus) })}
    >
      <span className="ui-visually-hidden">{t('balance.label')} </span>
      {money(addDecimals(data.cash, data.bonus))}
    </span>
  );
}
