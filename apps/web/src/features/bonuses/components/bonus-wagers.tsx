import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { LoadMoreButton } from '@/components/load-more-button';
import type { PlayerBonus } from '../api/get-player-bonuses';
import { useBonusWagers } from '../api/list-bonus-wagers';
import { useBonusFormat } from '../use-bonus-format';

/**
 * The rounds that counted towards the wagering, newest first, page by page. A table on a wide screen;
 * on a phone each row stacks into labelled cells (bonuses.css), so nothing scrolls sideways.
 */
export function BonusWagers({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  const format = useBonusFormat();
  const wagers = useBonusWagers(bonus.id);
  const rows = wagers.data?.pages.flatMap((page) => page.wagers) ?? [];
  const money = (minor: string) => format.money(minor, bonus.currency);
  const columns = {
    round: t('wagers.round'),
    instanceId: t('wagers.instanceId'),
    gameName: t('wagers.gameName'),
    provider: t('wagers.provider'),
    wager: t('wagers.wager'),
    contributionPercent: t('wagers.contributionPercent'),
    pointContribution: t('wagers.pointContribution'),
    date: t('wagers.date'),
  };

  return (
    <div className="bonus-wagers" data-testid="bonus-wagers">
      <h3 className="bonus-card__subtitle">{t('wagers.title')}</h3>
      {wagers.isPending ? <Spinner label="" /> : null}
      {wagers.isError ? <FormMessage kind="error">{t('wagers.loadFailed')}</FormMessage> : null}
      {wagers.isSuccess && rows.length === 0 ? <p className="bonus-muted">{t('wagers.empty')}</p> : null}
      {rows.length > 0 ? (
        <table className="bonus-table bonus-table--stacked">
          <thead>
            <tr>
              {Object.entries(columns).map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.round}-${row.kind}-${row.at}`}
                data-testid="bonus-wager-row"
                data-kind={row.kind}
              >
                <td data-label={columns.round} className="bonus-table__id">
                  {row.round}
                </td>
                <td data-label={columns.instanceId} className="bonus-table__id">
                  {row.instanceId}
                </td>
                <td data-label={columns.gameName}>{row.gameName}</td>
                <td data-label={columns.provider}>{row.provider}</td>
                <td data-label={columns.wager}>
                  {money(row.wagerMinor)}
                  {row.kind === 'rollback' ? ` (${t('wagers.rollback')})` : ''}
                </td>
                <td data-label={columns.contributionPercent}>{format.percent(row.contributionPercent)}</td>
                <td data-label={columns.pointContribution}>{money(row.pointContributionMinor)}</td>
                <td data-label={columns.date}>
                  <time dateTime={row.at}>{format.date(row.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <LoadMoreButton query={wagers} label={t('wagers.loadMore')} testId="bonus-wagers-load-more" />
    </div>
  );
}
