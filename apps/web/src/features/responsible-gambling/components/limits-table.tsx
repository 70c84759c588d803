import type { GamblingLimitsData } from '@casino/contract/responsible-gambling';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useConfirmLimit } from '../api/confirm-limit';
import { formatMoney } from '@/lib/money';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { PendingChangeCell } from './pending-change-cell';
import { UsageBar } from './usage-bar';

/** Each period's limit now, and a raise or removal waiting for its 24 hours and the confirmation. */
export function LimitsTable({ data }: { data: GamblingLimitsData }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const confirm = useConfirmLimit();
  const money = (amount: string) => formatMoney(amount, data.currency, locale);

  return (
    <>
      <table className="limits-table">
        <caption className="ui-visually-hidden">{t('limits.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('limits.period')}</th>
            <th scope="col">{t('limits.current')}</th>
            <th scope="col">{t('limits.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {data.limits.map((limit) => (
            <tr key={limit.period} data-testid={`limit-row-${limit.period}`}>
              <th scope="row">{t(`limits.periods.${limit.period}`)}</th>
              <td data-label={t('limits.current')}>
                <UsageBar
                  used={data.depositsUsed[limit.period]}
                  limit={limit.amount}
                  label={
                    limit.amount
                      ? t('playLimits.usedOf', {
                          used: money(data.depositsUsed[limit.period]),
                          limit: money(limit.amount),
                        })
                      : t('limits.none')
                  }
                />
              </td>
              <td data-label={t('limits.pending')}>
                <PendingChangeCell
                  limit={limit}
                  pendingAmountText={t('limits.pendingAmount', { amount: money(limit.pendingAmount ?? '0') })}
                  isBusy={confirm.isPending && confirm.variables === limit.period}
                  testId={`limit-confirm-${limit.period}`}
                  onConfirm={() => confirm.mutate(limit.period)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirm.isError ? <FormMessage kind="error">{confirm.error.message}</FormMessage> : null}
    </>
  );
}
