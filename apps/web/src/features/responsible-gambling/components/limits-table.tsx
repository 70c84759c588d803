import { formatDateTime } from '@casino/rules/formatting';
import type { DepositLimit, GamblingLimitsData } from '@casino/contract/responsible-gambling';
import { Button } from '@casino/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useConfirmLimit } from '../api/confirm-limit';
import { formatMoney } from '@/lib/money';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { UsageBar } from './usage-bar';

/** Each period's limit now, and a raise or removal waiting for its 24 hours and the confirmation. */
export function LimitsTable({ data }: { data: GamblingLimitsData }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const confirm = useConfirmLimit();
  const money = (amount: string) => formatMoney(amount, data.currency, locale);

  const pendingText = (limit: DepositLimit) => {
    if (!limit.pendingFrom) return null;
    const change = limit.pendingRemoval
      ? t('limits.pendingRemoval')
      : t('limits.pendingAmount', { amount: money(limit.pendingAmount ?? '0') });
    const when = limit.canConfirm
      ? t('limits.confirmableNow')
      : t('limits.confirmableFrom', { time: formatDateTime(limit.pendingFrom, locale) });
    return `${change} ${when}`;
  };

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
                {limit.pendingFrom ? (
                  <div className="limits-table__pending">
                    <span>{pendingText(limit)}</span>
                    {limit.canConfirm ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        isBusy={confirm.isPending && confirm.variables === limit.period}
                        data-testid={`limit-confirm-${limit.period}`}
                        onClick={() => confirm.mutate(limit.period)}
                      >
                        {t('limits.confirm')}
                      </Button>
                    ) : null}
                  </div>
                ) : (
                  <span className="limits-table__muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirm.isError ? <FormMessage kind="error">{confirm.error.message}</FormMessage> : null}
    </>
  );
}
