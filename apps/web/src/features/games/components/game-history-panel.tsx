import { formatDateTime } from '@casino/rules/formatting';
import type { GameRound } from '@casino/contract/games';
import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { LoadMoreButton } from '@/components/load-more-button';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { formatMoney } from '@/lib/money';
import { useGameHistory, type GameHistoryFilters } from '../api/get-game-history';
import { GameHistoryFiltersForm } from './game-history-filters';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** The Gaming tab of the history: every round (game recall), a table on wide screens, cards on phones. */
export function GameHistoryPanel() {
  const { t, ready } = useTranslation('games');
  const [filters, setFilters] = useState<GameHistoryFilters>({});
  const history = useGameHistory(filters);
  const isWide = useMediaQuery(wideQuery);
  if (!ready) return <Spinner label="" />;
  const rounds = history.data?.pages.flatMap((page) => page.rounds) ?? [];
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <div className="history-panel" data-testid="game-history">
      <GameHistoryFiltersForm value={filters} onChange={setFilters} />
      {history.isPending ? <Spinner label={t('loading')} /> : null}
      {history.isError ? <FormMessage kind="error">{t('history.loadFailed')}</FormMessage> : null}
      {history.isSuccess && rounds.length === 0 ? (
        <EmptyState
          icon={<Icon name="gamepad" />}
          title={isFiltered ? t('history.noMatch') : t('history.empty')}
          description={isFiltered ? undefined : t('history.emptyDescription')}
        />
      ) : null}
      {rounds.length > 0 ? (
        isWide ? (
          <RoundsTable rounds={rounds} />
        ) : (
          <ul className="round-cards" data-testid="game-rounds">
            {rounds.map((round) => (
              <RoundCard key={round.id} round={round} />
            ))}
          </ul>
        )
      ) : null}
      <LoadMoreButton query={history} label={t('history.loadMore')} testId="game-history-load-more" />
    </div>
  );
}

function useRoundText() {
  const { t } = useTranslation('games');
  const locale = useFormatLocale();
  return {
    t,
    money: (amount: string, round: GameRound) => formatMoney(amount, round.currency, locale),
    time: (iso: string) => formatDateTime(iso, locale),
    status: (round: GameRound) => t(`history.status.${round.status}`),
  };
}

function RoundsTable({ rounds }: { rounds: GameRound[] }) {
  const { t, money, time, status } = useRoundText();
  return (
    <div className="rounds-table-wrap">
      <table className="rounds-table" data-testid="game-rounds">
        <caption className="ui-visually-hidden">{t('history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.game')}</th>
            <th scope="col">{t('history.time')}</th>
            <th scope="col">{t('history.stake')}</th>
            <th scope="col">{t('history.win')}</th>
            <th scope="col">{t('history.balanceBefore')}</th>
            <th scope="col">{t('history.balanceAfter')}</th>
            <th scope="col">{t('history.statusLabel')}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.id} data-testid="game-round" data-status={round.status}>
              <th scope="row">
                {round.gameTitle}
                <span className="rounds-table__round">{round.roundId}</span>
                <TicketLegs round={round} />
              </th>
              <td>
                <time dateTime={round.startedAt}>{time(round.startedAt)}</time>
              </td>
              <td className="num">{money(round.stake, round)}</td>
              <td className="num">{money(round.win, round)}</td>
              <td className="num">{money(round.balanceBefore, round)}</td>
              <td className="num">{money(round.balanceAfter, round)}</td>
              <td>
                <span className="status-pill" data-status={round.status}>
                  {status(round)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RoundCard({ round }: { round: GameRound }) {
  const { t, money, time, status } = useRoundText();
  const facts: Array<[string, string]> = [
    [t('history.stake'), money(round.stake, round)],
    [t('history.win'), money(round.win, round)],
    [t('history.balanceBefore'), money(round.balanceBefore, round)],
    [t('history.balanceAfter'), money(round.balanceAfter, round)],
  ];
  return (
    <li className="history-row" data-testid="game-round" data-status={round.status}>
      <div className="history-row__head">
        <span className="history-row__type">{round.gameTitle}</span>
        <span className="status-pill" data-status={round.status}>
          {status(round)}
        </span>
      </div>
      <dl className="history-row__facts">
        <div className="history-fact history-fact--wide">
          <dt>{t('history.time')}</dt>
          <dd>
            <time dateTime={round.startedAt}>{time(round.startedAt)}</time>
          </dd>
        </div>
        {facts.map(([label, value]) => (
          <div key={label} className="history-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="history-fact history-fact--wide">
          <dt>{t('history.round')}</dt>
          <dd className="history-row__id">{round.roundId}</dd>
        </div>
      </dl>
      <TicketLegs round={round} />
    </li>
  );
}

/**
 * A sportsbook ticket: its status, and its legs (event, market, selection and odds, in the sportsbook's
 * words) each with its result as the sportsbook last reported it.
 */
function TicketLegs({ round }: { round: GameRound }) {
  const { t } = useTranslation('games');
  const ticket = round.sportsbook;
  if (!ticket) return null;
  return (
    <div className="ticket-legs" data-testid="ticket-legs" data-status={ticket.status}>
      <span className="ticket-legs__status">
        {t('history.ticket')}: {t(`history.ticketStatus.${ticket.status}`)}
      </span>
      <ul>
        {ticket.legs.map((leg, index) => (
          <li key={index} data-result={leg.result}>
            <span>{leg.event}</span> <span>{`${leg.market}: ${leg.selection}`}</span>{' '}
            <span className="num">{leg.odds}</span>{' '}
            <span className="ticket-legs__result" data-result={leg.result}>
              {t(`history.legResult.${leg.result}`)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
