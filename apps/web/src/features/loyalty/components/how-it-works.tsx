import { cashbackRates } from '@casino/rules/loyalty/cashback';
import { useTranslation } from '@/lib/i18n-react';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { stakePerCpMinor } from '../loyalty-view';

const percentOf = (basisPoints: number) => basisPoints / 100;

/** "How It Works" (spec sections 1, 4 and 9): how CP are earned, how levels and rewards behave, cashback. */
export function HowItWorks() {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat();
  const lowest = cashbackRates[0]!.shareOfEdgeBasisPoints;
  const highest = cashbackRates[cashbackRates.length - 1]!.shareOfEdgeBasisPoints;
  const points = [
    t('how.cpPerStake', { amount: format.money(stakePerCpMinor(format.currency)) }),
    t('how.weights'),
    t('how.bonusMoney'),
    t('how.levelsOnlyUp'),
    t('how.rewardOnce'),
    t('how.vip'),
    t('how.cashback', { from: percentOf(lowest), to: percentOf(highest) }),
  ];
  return (
    <section className="loyalty-card how-it-works" data-testid="how-it-works" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="loyalty-card__title">
        {t('how.title')}
      </h2>
      <ul className="how-it-works__list">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
