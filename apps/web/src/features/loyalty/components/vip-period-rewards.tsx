import type { VipPeriodReward } from '@casino/contract/loyalty';
import { formatDate, formatNumber } from '@casino/rules/formatting';
import { useTranslation } from '@/lib/i18n-react';
import { useRewardGameTitles } from '../api/get-reward-game-titles';
import { useVipPeriodRewards } from '../api/list-vip-period-rewards';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';

/** Noon UTC of a period's first day: the same calendar day in every time zone. */
const dayOf = (periodStart: string) => new Date(`${periodStart}T12:00:00Z`);

function kindKey(kind: VipPeriodReward['kind']): 'cashback' | 'cash' | 'freeSpins' {
  if (kind.endsWith('_cashback')) return 'cashback';
  if (kind.endsWith('_cash')) return 'cash';
  return 'freeSpins';
}

/**
 * The VIP's weekly and monthly rewards paid (net-loss cashback, cash rewards, free spins): the period,
 * the kind and the amount, newest period first. Nothing until the player has one.
 */
export function VipPeriodRewards() {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  const { data } = useVipPeriodRewards();
  // The slots' titles only when there are free spins to name.
  const { titles } = useRewardGameTitles(!!data?.items.some((item) => item.spins));
  if (!data || data.items.length === 0) return null;
  const periodOf = (item: VipPeriodReward) =>
    item.period === 'weekly'
      ? t('vipRewards.week', { date: formatDate(dayOf(item.periodStart), format.locale) })
      : t('vipRewards.month', {
          month: new Intl.DateTimeFormat(format.locale, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(dayOf(item.periodStart)),
        });
  return (
    <section
      className="loyalty-card player-rewards"
      data-testid="vip-period-rewards"
      aria-labelledby="vip-period-rewards-title"
    >
      <h2 id="vip-period-rewards-title" className="loyalty-card__title">
        {t('vipRewards.title')}
      </h2>
      <ul className="player-rewards__list">
        {data.items.map((item) => (
          <li
            key={`${item.kind}:${item.periodStart}`}
            data-testid={`vip-period-reward-${item.kind}-${item.periodStart}`}
            data-status={item.status}
          >
            <span className="player-rewards__level">{periodOf(item)}</span>
            <span>{t(`vipRewards.kind.${kindKey(item.kind)}`)}</span>
            <span data-testid="vip-period-reward-amount">
              {item.spins && item.gameSlug
                ? t('common:loyalty.rewardFreeSpins', {
                    spins: formatNumber(item.spins, format.locale),
                    game: titles[item.gameSlug] ?? item.gameSlug,
                  })
                : item.amountMinor
                  ? format.money(item.amountMinor, item.currency)
                  : null}
            </span>
            <span className="player-rewards__status">{t(`mine.status.${item.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
