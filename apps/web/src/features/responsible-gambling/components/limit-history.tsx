import { formatDateTime } from '@casino/rules/formatting';
import type { GamblingLimitsData } from '@casino/contract/responsible-gambling';
import { useTranslation } from '@/lib/i18n-react';
import { formatMoney } from '@/lib/money';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** The player's own record of every limit change, newest first. */
export function LimitHistory({ data }: { data: GamblingLimitsData }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  if (data.history.length === 0) return <p className="limits-table__muted">{t('limitHistory.empty')}</p>;
  return (
    <ol className="limit-history" data-testid="limit-history">
      {data.history.map((change, index) => {
        const amount =
          change.amount === null
            ? t('limitHistory.removed')
            : change.kind === 'session'
              ? t('playLimits.minutes', { minutes: change.amount })
              : formatMoney(change.amount, data.currency, locale);
        const limit =
          change.kind === 'deposit'
            ? t('limitHistory.deposit', { period: t(`limits.periods.${change.period as 'day'}`) })
            : t(`playLimits.slots.${change.kind}_${change.period}`);
        return (
          <li key={`${change.at}-${index}`} className="limit-history__item">
            <time dateTime={change.at}>{formatDateTime(change.at, locale)}</time>
            <span>{t(`limitHistory.actions.${change.action}`, { limit, amount })}</span>
          </li>
        );
      })}
    </ol>
  );
}
