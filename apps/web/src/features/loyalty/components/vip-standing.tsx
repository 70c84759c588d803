import { categoryOfLevel, loyaltyCategories } from '@casino/rules/loyalty/categories';
import { useTranslation } from '@/lib/i18n-react';
import type { LoyaltyData } from '../api/get-loyalty';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { progressPercent, tierStyle } from '../loyalty-view';
import { ProgressBar } from './progress-bar';
import { TierBadge } from './tier-badge';

const firstVipLevel = loyaltyCategories.find((category) => category.isVip)!.firstLevel;

/** The VIP club's view of the player: level and tier now, the next level, and how far VIP is. */
export function VipStanding({ loyalty }: { loyalty: LoyaltyData }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  const category = categoryOfLevel(loyalty.level);
  const next = loyalty.nextLevel;
  const nextCategory = next ? categoryOfLevel(next.number) : undefined;
  const percent = progressPercent(loyalty.progress);
  return (
    <section
      className="loyalty-card vip-standing"
      style={category ? tierStyle(category) : undefined}
      data-testid="vip-standing"
    >
      <div className="loyalty-progress__head">
        {category ? <TierBadge category={category} size={56} /> : null}
        <div>
          <p className="loyalty-progress__level" data-testid="vip-current-level">
            {loyalty.level > 0
              ? t('vip.current', { level: loyalty.level, category: t(`common:${category!.nameKey}`) })
              : t('progress.noLevel')}
          </p>
          <p data-testid="vip-next-level">
            {next && nextCategory
              ? t('vip.next', {
                  level: next.number,
                  category: t(`common:${nextCategory.nameKey}`),
                  cp: format.cp(loyalty.cpUntilNextLevel ?? '0'),
                })
              : t('progress.topLevel')}
          </p>
        </div>
      </div>
      <ProgressBar
        percent={percent}
        label={
          next
            ? t('progress.barLabel', { percent: format.percent(percent), level: next.number })
            : t('progress.topLevel')
        }
      />
      <p className="vip-standing__status">
        {loyalty.isVip ? t('vip.isVip') : t('vip.notYet', { level: firstVipLevel })}
      </p>
    </section>
  );
}
