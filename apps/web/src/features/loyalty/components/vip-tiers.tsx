import { cashbackShareOfEdge } from '@casino/rules/loyalty/cashback';
import { loyaltyCategories } from '@casino/rules/loyalty/categories';
import { useTranslation } from '@/lib/i18n-react';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { tierStyle } from '../loyalty-view';
import { TierBadge } from './tier-badge';

const vipTiers = loyaltyCategories.filter((category) => category.isVip);

/** The four VIP tiers of spec section 9: levels, wager range (EUR), daily cashback and benefits. */
export function VipTiers({ currentLevel }: { currentLevel: number | null }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  const euros = (whole: number) => format.money(BigInt(whole) * 100n, 'EUR');
  return (
    <ul className="vip-tiers" data-testid="vip-tiers">
      {vipTiers.map((tier) => {
        const isCurrent =
          currentLevel !== null && currentLevel >= tier.firstLevel && currentLevel <= tier.lastLevel;
        return (
          <li
            key={tier.key}
            className="loyalty-card vip-tier"
            style={tierStyle(tier)}
            data-testid={`vip-tier-${tier.key}`}
            aria-current={isCurrent ? 'true' : undefined}
          >
            <div className="vip-tier__head">
              <TierBadge category={tier} size={64} />
              <div>
                <h2 className="vip-tier__name">{t(`common:${tier.nameKey}`)}</h2>
                <p className="vip-tier__levels">
                  {t('levels', { from: tier.firstLevel, to: tier.lastLevel })}
                </p>
              </div>
              {isCurrent ? <span className="vip-tier__you">{t('vip.yourTier')}</span> : null}
            </div>
            <p className="vip-tier__wager" data-testid={`vip-tier-wager-${tier.key}`}>
              {t('vip.wager', { from: euros(tier.wagerEur.from), to: euros(tier.wagerEur.to) })}
            </p>
            <p className="vip-tier__cashback">
              {t('vip.dailyCashback', { share: cashbackShareOfEdge(tier.firstLevel) / 100 })}
            </p>
            <h3 className="vip-tier__benefits-title">{t('vip.benefits')}</h3>
            <ul className="vip-tier__benefits">
              {tier.benefits.map((benefit) => (
                <li key={benefit}>{t(`common:loyalty.benefits.${benefit}`)}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
