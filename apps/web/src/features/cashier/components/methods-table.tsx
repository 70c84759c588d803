import { useTranslation } from '@/lib/i18n-react';
import { compareDecimals, formatMoney } from '@/lib/money';
import { cryptoLabel, type WithdrawalMethod } from '@/lib/wallet-types';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** Each method with its time, fee, minimum and maximum (spec section 2). */
export function MethodsTable({ methods }: { methods: WithdrawalMethod[] }) {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, locale);
  const isDemo = methods.some((method) => method.isSimulated);
  return (
    <div className="cashier-table-wrap">
      <table className="cashier-table" data-testid="withdrawal-methods">
        <caption className="ui-visually-hidden">{t('methods.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('methods.name')}</th>
            <th scope="col">{t('methods.time')}</th>
            <th scope="col">{t('methods.fee')}</th>
            <th scope="col">{t('methods.min')}</th>
            <th scope="col">{t('methods.max')}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method.method} data-testid="withdrawal-method-row">
              <th scope="row">{cryptoLabel(method.method)}</th>
              <td data-label={t('methods.time')}>
                {method.isSimulated ? t('methods.simulatedTime') : method.time}
              </td>
              <td data-label={t('methods.fee')}>
                {compareDecimals(method.fee, '0') === 0
                  ? t('methods.free')
                  : money(method.fee, method.currency)}
              </td>
              <td data-label={t('methods.min')}>{money(method.min, method.currency)}</td>
              <td data-label={t('methods.max')}>{money(method.max, method.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cashier-note" data-testid="withdrawal-methods-note">
        {isDemo ? t('methods.demoNote') : t('methods.liveNote')}
      </p>
    </div>
  );
}
