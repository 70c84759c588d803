import { formatDateTime } from '@casino/rules/formatting';
import type { GamblingLimitsData, PlayLimit } from '@casino/contract/responsible-gambling';
import { Button } from '@casino/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { formatMoney } from '@/lib/money';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useConfirmPlayLimit } from '../api/play-limits';
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

  const pendingText = (limit: PlayLimit) => {
    if (!limit.pendingFrom) return null;
    const change = limit.pendingRemoval
      ? t('limits.pendingRemoval')
      : t('playLimits.pendingAmount', { amount: show(limit, limit.pendingAmount ?? '0') });
    const when = limit.canConfirm
      ? t('limits.confirmableNow')
      : t('limits.confirmableFrom', { time: formatDateTime(limit.pendingFrom, locale) });
    return `${change} ${when}`;
  };

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
                  {limit.pendingFrom ? (
                    <div className="limits-table__pending">
                      <span>{pendingText(limit)}</span>
                      {limit.canConfirm ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          isBusy={confirm.isPending}
                          data-testid={`play-limit-confirm-${slot}`}
                          onClick={() => confirm.mutate({ kind: limit.kind, period: limit.period })}
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
            );
          })}
        </tbody>
      </table>
      {confirm.isError ? <FormMessage kind="error">{confirm.error.message}</FormMessage> : null}
    </>
  );
}
