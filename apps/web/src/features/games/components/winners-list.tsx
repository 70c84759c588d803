import { formatDateTime } from '@casino/rules/formatting';
import type { Winner } from '@casino/contract/games';
import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/money';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { playHref } from '../play-path';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** Latest or top winners: masked player, game, amount and multiplier, when. */
export function WinnersList({ winners, testId }: { winners: Winner[]; testId: string }) {
  const { t } = useTranslation('games');
  const locale = useFormatLocale();
  const isPhone = !useMediaQuery(wideQuery);
  if (winners.length === 0)
    return (
      <EmptyState
        icon={<Icon name="trophy" size={32} />}
        title={t('home.noWinners')}
        description={t('home.noWinnersDescription')}
      />
    );
  return (
    <ol className="winners-list" data-testid={testId}>
      {winners.map((winner, index) => (
        <li key={`${winner.at}-${index}`} className="winners-list__row" data-testid="winner-row">
          <span className="winners-list__player">{winner.player}</span>
          <Link
            className="winners-list__game"
            to={playHref({ provider: winner.provider, slug: winner.gameSlug }, { isFun: false, isPhone })}
          >
            {winner.gameTitle}
          </Link>
          <span className="winners-list__amount">
            {formatMoney(winner.amount, winner.currency, locale)}
            {winner.multiplier ? (
              <span className="winners-list__multiplier"> ×{winner.multiplier}</span>
            ) : null}
          </span>
          <time className="winners-list__time" dateTime={winner.at}>
            {formatDateTime(winner.at, locale)}
          </time>
        </li>
      ))}
    </ol>
  );
}
