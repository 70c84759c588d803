import './header-balance.css';
import { useTranslation } from 'react-i18next';
import { addDecimals, formatMoney } from '@/lib/money';
import { useBalance } from '../api/get-balance';

/** Cash plus bonus in the account currency; nothing until the balance is known. */
export function HeaderBalance() {
  const { t, i18n, ready } = useTranslation('cashier');
  const { data } = useBalance();
  if (!data || !ready) return null;
  const money = (amount: string) => formatMoney(amount, data.currency, i18n.language);
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
