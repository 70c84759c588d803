import { categoryOfLevel } from '@casino/rules/loyalty/categories';
import { useTranslation } from '@/lib/i18n-react';
import type { LoyaltyData } from '../api/get-loyalty';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { progressPercent, tierStyle } from '../loyalty-view';
import { ProgressBar } from './progress-bar';
import { TierBadge } from './tier-badge';

/** The player's standing: current level and category, CP, the next level and a progress bar. */
export function LoyaltyProgress({ loyalty }: { loyalty: LoyaltyData }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  const category = categoryOfLevel(loyalty.level);
  const percent = progressPercent(loyalty.progress);
  const next = loyalty.nextLevel;
  return (
    <section
      className="loyalty-card loyalty-progress"
      style={category ? tierStyle(category) : undefined}
      data-testid="loyalty-progress"
      aria-labelledby="loyalty-progress-title"
    >
      <h2 id="loyalty-progress-title" className="loyalty-card__title">
        {t('progress.title')}
      </h2>
      <div className="loyalty-progress__head">
        {category ? <TierBadge category={category} size={56} /> : null}
        <div>
          <p className="loyalty-progress__level" data-testid="loyalty-level">
            {loyalty.level > 0 ? t('common:loyalty.level', { level: loyalty.level }) : t('progress.noLevel')}
          </p>
          {category ? (
            <p className="loyalty-progress__category">
              {t(`common:${category.nameKey}`)}
              {loyalty.isVip ? <span className="loyalty-vip-tag">{t('common:loyalty.vip')}</span> : null}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="loyalty-facts">
        <div>
          <dt>{t('facts.totalCp')}</dt>
          <dd data-testid="loyalty-total-cp">{format.totalCp(loyalty)}</dd>
        </div>
        <div>
          <dt>{t('facts.nextLevel')}</dt>
          <dd data-testid="loyalty-next-level">
            {next
              ? t('facts.nextLevelValue', { level: next.number, cp: format.cp(next.requiredCp) })
              : t('facts.none')}
          </dd>
        </div>
      </dl>
      <ProgressBar
        percent={percent}
        label={
          next
            ? t('progress.barLabel', { percent: format.percent(percent), level: next.number })
            : t('progress.topLevel')
        }
      />
      <p className="loyalty-progress__until" data-testid="loyalty-until-next">
        {next && loyalty.cpUntilNextLevel !== null
          ? t('progress.untilNext', { cp: format.cp(loyalty.cpUntilNextLevel), level: next.number })
          : t('progress.topLevel')}
      </p>
    </section>
  );
}
