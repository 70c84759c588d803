import type { GamblingLimitsData, PlayLimit } from '@casino/contract/responsible-gambling';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { formatMoney } from '@/lib/money';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useConfirmPlayLimit } from '../api/play-limits';
import { PendingChangeCell } from './pending-change-cell';
import { UsageBar } from './usage-bar';

/** Every loss, wager and session limit with its use now and a loosening waiting for its 24 hours. */
export function PlayLimitsTable({ data }: { data: GamblingLimitsData }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const confirm = useConfirmPlayLimit();
  const show = (limit: PlayLimit, value: string) =>
    limit.kind === 'session'
      ? t('playLimits.minutes', { minutes: value })
      : formatMoney(value, data.currency, locale);

  return (
    <>
      <table className="limits-table">
        <caption className="ui-visually-hidden">{t('playLimits.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('playLimits.limit')}</th>
            <th scope="col">{t('playLimits.used')}</th>
            <th scope="col">{t('limits.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {data.playLimits.map((limit) => {
            const slot = `${limit.kind}-${limit.period}`;
            return (
              <tr key={slot} data-testid={`play-limit-${slot}`}>
                <th scope="row">{t(`playLimits.slots.${limit.kind}_${limit.period}`)}</th>
                <td data-label={t('playLimits.used')}>
                  <UsageBar
                    used={limit.used}
                    limit={limit.amount}
                    label={
                      limit.amount
                        ? t('playLimits.usedOf', {
                            used: show(limit, limit.used),
                            limit: show(limit, limit.amount),
                          })
                        : t('limits.none')
                    }
                  />
                </td>
                <td data-label={t('limits.pending')}>
                  <PendingChangeCell
                    limit={limit}
                    pendingAmountText={t('playLimits.pendingAmount', {
                      amount: show(limit, limit.pendingAmount ?? '0'),
                    })}
                    isBusy={confirm.isPending}
                    testId={`play-limit-confirm-${slot}`}
                    onConfirm={() => confirm.mutate({ kind: limit.kind, period: limit.period })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {confirm.isError ? <FormMessage kind="error">{confirm.error.message}</FormMessage> : null}
    </>
  );
}
