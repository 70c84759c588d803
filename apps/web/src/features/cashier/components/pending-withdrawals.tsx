import { formatDateTime } from '@casino/rules/formatting';
import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { usePendingWithdrawals } from '@/features/player/api/get-pending-withdrawals';
import { useRefreshWallet } from '@/features/player/hooks/use-refresh-wallet';
import { formatMoney } from '@/lib/money';
import { cancellableStatuses } from '@/lib/wallet-types';
import { useCancelPendingWithdrawals } from '../api/cancel-pending-withdrawals';
import { cashierRefusalText } from '../refusal-text';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/**
 * The player's withdrawals still waiting. One cancel action cancels all of them (spec section 4) and
 * releases their holds back to the balance.
 */
export function PendingWithdrawals() {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  const { data, isPending, isError } = usePendingWithdrawals();
  const cancel = useCancelPendingWithdrawals();
  const refreshWallet = useRefreshWallet();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  // Approved withdrawals are being paid out: the one cancel action covers all the others.
  const cancellableIds = (data ?? [])
    .filter((row) => cancellableStatuses.has(row.status))
    .map((row) => row.id);

  const onCancel = () => {
    if (!cancellableIds.length) return;
    setMessage(null);
    cancel.mutate(cancellableIds, {
      onSuccess: ({ cancelled }) => {
        // An approval may have won the race for some of them: say what really happened.
        const text =
          cancelled.length === cancellableIds.length
            ? t('pending.cancelled')
            : cancelled.length === 0
              ? t('pending.noneCancelled')
              : t('pending.partlyCancelled');
        setMessage({ kind: cancelled.length ? 'success' : 'error', text });
        void refreshWallet();
      },
      onError: (error) => {
        setMessage({ kind: 'error', text: cashierRefusalText(t, error) });
        void refreshWallet();
      },
    });
  };

  return (
    <section
      className="cashier-card"
      aria-labelledby="pending-withdrawals-title"
      data-testid="pending-withdrawals"
    >
      <h2 id="pending-withdrawals-title" className="cashier-card__title">
        {t('pending.title')}
      </h2>
      {isPending ? <Spinner label={t('loading')} /> : null}
      {isError ? <p className="cashier-card__lead">{t('pending.loadFailed')}</p> : null}
      {data && data.length === 0 ? <p className="cashier-card__lead">{t('pending.empty')}</p> : null}
      {data && data.length > 0 ? (
        <ul className="pending-list">
          {data.map((row) => (
            <li key={row.id} className="pending-list__row" data-testid="pending-withdrawal-row">
              <span className="pending-list__amount">{formatMoney(row.amount, row.currency, locale)}</span>
              <span>{row.method}</span>
              <span className="status-pill" data-status={row.status}>
                {t(`status.${row.status}`)}
              </span>
              <time dateTime={row.requestedAt}>{formatDateTime(row.requestedAt, locale)}</time>
            </li>
          ))}
        </ul>
      ) : null}
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      {data && data.length > 0 && cancellableIds.length < data.length ? (
        <p className="form-field__hint">{t('pending.cancelHint')}</p>
      ) : null}
      {cancellableIds.length > 0 ? (
        <div className="form-actions">
          <Button
            variant="danger"
            isBusy={cancel.isPending}
            onClick={onCancel}
            data-testid="pending-withdrawals-cancel"
          >
            {t('pending.cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
