import { formatDateTime } from '@casino/rules/formatting';
import { Button } from '@casino/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** A limit's loosening on its way: when it was asked, whether it removes the limit, when it may be confirmed. */
export interface PendingChange {
  pendingFrom: string | null;
  pendingRemoval: boolean;
  canConfirm: boolean;
}

/**
 * The "pending" cell of a limits table: the raise or removal waiting for its 24 hours, and the
 * Confirm button once they have passed; a dash when nothing waits.
 */
export function PendingChangeCell({
  limit,
  pendingAmountText,
  isBusy,
  testId,
  onConfirm,
}: {
  limit: PendingChange;
  /** The new limit as the player reads it (used unless the change removes the limit). */
  pendingAmountText: string;
  isBusy: boolean;
  testId: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  if (!limit.pendingFrom) return <span className="limits-table__muted">—</span>;
  const change = limit.pendingRemoval ? t('limits.pendingRemoval') : pendingAmountText;
  const when = limit.canConfirm
    ? t('limits.confirmableNow')
    : t('limits.confirmableFrom', { time: formatDateTime(limit.pendingFrom, locale) });
  return (
    <div className="limits-table__pending">
      <span>{`${change} ${when}`}</span>
      {limit.canConfirm ? (
        <Button size="sm" variant="secondary" isBusy={isBusy} data-testid={testId} onClick={onConfirm}>
          {t('limits.confirm')}
        </Button>
      ) : null}
    </div>
  );
}
