import type { LeaderboardRow } from '@casino/contract/competitions';
import { formatDateTime, formatMinorMoney, formatNumber } from '@casino/rules/formatting';
import { Button } from '@casino/ui/button';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Screen } from '@/components/screen';
import {
  leaderboardIds,
  leaderboardPageSize,
  useLeaderboard,
  useShowName,
  type LeaderboardId,
} from '@/features/competitions/api';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import '@/features/competitions/competitions.css';

function Row({ row, locale }: { row: LeaderboardRow; locale: string }) {
  const { t } = useTranslation('pages');
  return (
    <tr className={row.isMe ? 'is-me' : undefined} data-testid={row.isMe ? 'leaderboard-me' : undefined}>
      <td className="num">{formatNumber(row.rank, locale)}</td>
      <td>{row.isMe ? `${row.name} (${t('competitions.you')})` : row.name}</td>
      <td className="num hide-phone">{row.level}</td>
      <td className="num">{formatMinorMoney(row.prizesEurCents, 'EUR', locale)}</td>
      <td className="num">{formatMinorMoney(row.wageredEurCents, 'EUR', locale)}</td>
    </tr>
  );
}

/** Leaderboards by UTC period: wagered and prizes won, the player's own row even off this page. */
export default function LeaderboardPage() {
  const { t } = useTranslation('pages');
  const [period, setPeriod] = useState<LeaderboardId>('all');
  const [page, setPage] = useState(1);
  const query = useLeaderboard(period, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / leaderboardPageSize)) : 1;
  const meOffPage = data?.me && !data.rows.some((row) => row.isMe) ? data.me : null;
  return (
    <Screen
      testId="page-leaderboard"
      title={t('leaderboard.title')}
      empty={
        data && data.total === 0
          ? { title: t('leaderboard.empty'), icon: <Icon name="trophy" size={32} /> }
          : undefined
      }
    >
      <div className="segmented" role="group" aria-label={t('leaderboard.filterLabel')}>
        {leaderboardIds.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            data-testid={`leaderboard-filter-${value}`}
            onClick={() => {
              setPeriod(value);
              setPage(1);
            }}
          >
            {t(`leaderboard.filters.${value}`)}
          </button>
        ))}
      </div>
      {data ? <LeaderboardMeta data={data} /> : null}
      {query.isPending ? <Spinner label={t('app.loading', { ns: 'common' })} /> : null}
      {data && data.total > 0 ? <LeaderboardTable data={data} meOffPage={meOffPage} /> : null}
      {pages > 1 ? (
        <div className="competition-pager">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('competitions.previous')}
          </Button>
          <span>{t('competitions.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('competitions.next')}
          </Button>
        </div>
      ) : null}
    </Screen>
  );
}

type Leaderboard = NonNullable<ReturnType<typeof useLeaderboard>['data']>;

/** When the board was counted and resets, and the player's choice to show their name on it. */
function LeaderboardMeta({ data }: { data: Leaderboard }) {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  const showName = useShowName();
  return (
    <div className="competition-meta">
      {data.updatedAt ? (
        <span>{t('competitions.updatedAt', { at: formatDateTime(data.updatedAt, locale) })}</span>
      ) : null}
      {data.resetsOn ? (
        <span>{t('competitions.resetsOn', { at: formatDateTime(data.resetsOn, locale) })}</span>
      ) : null}
      {data.showsName !== null ? (
        <label>
          <input
            type="checkbox"
            checked={data.showsName}
            disabled={showName.isPending}
            onChange={(event) => showName.mutate(event.target.checked)}
            data-testid="leaderboard-show-name"
          />{' '}
          {t('competitions.showMyName')}
        </label>
      ) : null}
    </div>
  );
}

function LeaderboardTable({ data, meOffPage }: { data: Leaderboard; meOffPage: Leaderboard['me'] | null }) {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  return (
    <div className="competition-table-wrap">
      <table className="competition-table" data-testid="leaderboard-table">
        <thead>
          <tr>
            <th className="num">{t('competitions.rank')}</th>
            <th>{t('competitions.player')}</th>
            <th className="num hide-phone">{t('competitions.level')}</th>
            <th className="num">{t('competitions.prizesWon')}</th>
            <th className="num">{t('competitions.wagered')}</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <Row key={`${row.rank}-${row.name}`} row={row} locale={locale} />
          ))}
          {meOffPage ? <Row row={meOffPage} locale={locale} /> : null}
        </tbody>
      </table>
    </div>
  );
}
