import { formatDate, formatNumber } from '@casino/rules/formatting';
import { useTranslation } from '@/lib/i18n-react';
import { useLoyaltyRewards } from '../api/list-loyalty-rewards';
import { type GameTitles, useLoyaltyFormat } from '../hooks/use-loyalty-format';

/** The player's own level-up rewards, newest first: what each level gave and whether it is paid yet. */
export function PlayerRewards({ titles }: { titles: GameTitles }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  const { data } = useLoyaltyRewards();
  if (!data) return null;
  return (
    <section
      className="loyalty-card player-rewards"
      data-testid="player-rewards"
      aria-labelledby="player-rewards-title"
    >
      <h2 id="player-rewards-title" className="loyalty-card__title">
        {t('mine.title')}
      </h2>
      {data.items.length === 0 ? (
        <p className="player-rewards__empty">{t('mine.empty')}</p>
      ) : (
        <ul className="player-rewards__list">
          {data.items.map((item) => (
            <li key={item.level} data-testid={`player-reward-${item.level}`} data-status={item.status}>
              <span className="player-rewards__level">
                {t('common:loyalty.level', { level: item.level })}
              </span>
              <span>
                {item.kind === 'freeSpins' && item.spins && item.gameSlug
                  ? t('common:loyalty.rewardFreeSpins', {
                      spins: formatNumber(item.spins, format.locale),
                      game: titles[item.gameSlug] ?? item.gameSlug,
                    })
                  : item.amountMinor && item.currency
                    ? format.money(item.amountMinor, item.currency)
                    : null}
              </span>
              <span className="player-rewards__status">
                {t(`mine.status.${item.status}`)} · {formatDate(item.at, format.locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
