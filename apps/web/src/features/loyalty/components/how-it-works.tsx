import { formatNumber } from '@casino/rules/formatting';
import { cashbackRates } from '@casino/rules/loyalty/cashback';
import { defaultContributionWeights, minimumSportsbookOdds } from '@casino/rules/loyalty/contribution';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n-react';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { stakePerCpMinor } from '../loyalty-view';

const percentOf = (basisPoints: number) => basisPoints / 100;

/**
 * "How It Works" (spec sections 1, 4 and 9): how CP are earned, how levels and rewards behave, cashback.
 * The sportsbook's share and minimum odds come from the rules the loyalty projection applies.
 */
export function HowItWorks() {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat();
  const lowest = cashbackRates[0]!.shareOfEdgeBasisPoints;
  const highest = cashbackRates[cashbackRates.length - 1]!.shareOfEdgeBasisPoints;
  const sportsbook = t('how.sportsbook', {
    percent: format.percent(defaultContributionWeights.products.sportsbook),
    odds: formatNumber(Number(minimumSportsbookOdds), format.locale, { max: 4 }),
  });
  const points = [
    t('how.cpPerStake', { amount: format.money(stakePerCpMinor(format.currency)) }),
    t('how.weights'),
    t('how.bonusMoney'),
    t('how.levelsOnlyUp'),
    t('how.rewardOnce'),
    t('how.vip'),
    t('how.cashback', { from: format.percent(percentOf(lowest)), to: format.percent(percentOf(highest)) }),
  ];
  return (
    <section className="loyalty-card how-it-works" data-testid="how-it-works" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="loyalty-card__title">
        {t('how.title')}
      </h2>
      <ul className="how-it-works__list">
        {points.slice(0, 2).map((point) => (
          <li key={point}>{point}</li>
        ))}
        <li data-testid="how-it-works-sportsbook">
          {sportsbook} <Link to={paths.sportsbook.href()}>{t('how.sportsbookLink')}</Link>
        </li>
        {points.slice(2).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
