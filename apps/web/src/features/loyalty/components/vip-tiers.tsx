import { eurCentsToMinor } from '@casino/rules/currencies';
import { formatNumber } from '@casino/rules/formatting';
import { cashbackShareOfEdge } from '@casino/rules/loyalty/cashback';
import { type LoyaltyCategory, loyaltyCategories } from '@casino/rules/loyalty/categories';
import {
  type VipPeriod,
  type VipPeriodTier,
  type VipTierKey,
  vipPeriods,
  vipPeriodTier,
} from '@casino/rules/loyalty/vip-periods';
import { useTranslation } from '@/lib/i18n-react';
import { useRewardGameTitles } from '../api/get-reward-game-titles';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { tierStyle } from '../loyalty-view';
import { TierBadge } from './tier-badge';

const vipTiers = loyaltyCategories.filter((category) => category.isVip);

/** The benefits every VIP tier shares, named once above the tiers rather than repeated on each. */
function SharedBenefits() {
  const { t } = useTranslation(['loyalty', 'common']);
  const shared = vipTiers[0]!.benefits.filter((benefit) =>
    vipTiers.every((tier) => tier.benefits.includes(benefit)),
  );
  return (
    <section className="loyalty-card vip-tiers__shared" data-testid="vip-shared-benefits">
      <h2 className="loyalty-card__title">{t('vip.allTiers')}</h2>
      <ul className="vip-tier__benefits">
        {shared.map((benefit) => (
          <li key={benefit}>{t(`common:loyalty.benefits.${benefit}`)}</li>
        ))}
      </ul>
    </section>
  );
}

/** What one week or month pays the tier: net-loss cashback, a cash reward and free spins on its slot. */
function PeriodBenefit({ tier, period }: { tier: VipPeriodTier; period: VipPeriod }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  const { titles } = useRewardGameTitles();
  const benefit = tier[period];
  return (
    <li data-testid={`vip-tier-${tier.key}-${period}`}>
      <strong>{t(`vip.${period}`)}</strong>{' '}
      {[
        t('vip.periodCashback', { share: format.percent(benefit.cashbackBasisPoints / 100) }),
        t('vip.periodCash', {
          amount: format.money(eurCentsToMinor(format.currency, benefit.cashRewardEurCents)),
        }),
        t('common:loyalty.rewardFreeSpins', {
          spins: formatNumber(benefit.freeSpins, format.locale),
          game: titles[tier.freeSpinsGameSlug] ?? tier.freeSpinsGameSlug,
        }),
      ].join(' · ')}
    </li>
  );
}

function VipTier({ tier, isCurrent }: { tier: LoyaltyCategory; isCurrent: boolean }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  const euros = (whole: number) => format.money(BigInt(whole) * 100n, 'EUR');
  const periods = vipPeriodTier(tier.key as VipTierKey);
  return (
    <li
      className="loyalty-card vip-tier"
      style={tierStyle(tier)}
      data-testid={`vip-tier-${tier.key}`}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <div className="vip-tier__head">
        <TierBadge category={tier} size={64} />
        <div>
          <h2 className="vip-tier__name">{t(`common:${tier.nameKey}`)}</h2>
          <p className="vip-tier__levels">{t('levels', { from: tier.firstLevel, to: tier.lastLevel })}</p>
        </div>
        {isCurrent ? <span className="vip-tier__you">{t('vip.yourTier')}</span> : null}
      </div>
      <p className="vip-tier__wager" data-testid={`vip-tier-wager-${tier.key}`}>
        {t('vip.wager', { from: euros(tier.wagerEur.from), to: euros(tier.wagerEur.to) })}
      </p>
      <h3 className="vip-tier__benefits-title">{t('vip.benefits')}</h3>
      <ul className="vip-tier__benefits">
        <li className="vip-tier__cashback">
          {t('vip.dailyCashback', { share: format.percent(cashbackShareOfEdge(tier.firstLevel) / 100) })}
        </li>
        {vipPeriods.map((period) => (
          <PeriodBenefit key={period} tier={periods} period={period} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The four VIP tiers of spec section 9: levels and wager range (EUR), then what differs between them,
 * the daily cashback rate and each week's and month's rewards; what all share is said once above.
 */
export function VipTiers({ currentLevel }: { currentLevel: number | null }) {
  return (
    <>
      <SharedBenefits />
      <ul className="vip-tiers" data-testid="vip-tiers">
        {vipTiers.map((tier) => (
          <VipTier
            key={tier.key}
            tier={tier}
            isCurrent={
              currentLevel !== null && currentLevel >= tier.firstLevel && currentLevel <= tier.lastLevel
            }
          />
        ))}
      </ul>
    </>
  );
}
