import './level-indicator.css';
import { formatPercent } from '@casino/rules/formatting';
import { categoryOfLevel } from '@casino/rules/loyalty/categories';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useLoyalty } from '../api/get-loyalty';
import { progressPercent, tierStyle } from '../loyalty-view';
import { ProgressBar } from './progress-bar';

/** "Level 3: 40 % of the way to level 4", the indicator's accessible text. */
function useIndicatorText() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (level: number, percent: number, next: number | null) =>
    next === null
      ? t('loyalty.indicatorTop', { level })
      : level === 0
        ? t('loyalty.indicatorNoLevel', { percent: formatPercent(percent, locale), next })
        : t('loyalty.indicator', { level, percent: formatPercent(percent, locale), next });
}

/**
 * The header's level: a small ring filled to the progress, the level number inside, linking to the
 * rewards page. 32 px wide, so it fits beside the balance on a 360 px phone. Nothing until known.
 */
export function HeaderLevel() {
  const { data } = useLoyalty();
  const text = useIndicatorText();
  if (!data) return null;
  const category = categoryOfLevel(data.level);
  const percent = progressPercent(data.progress);
  const label = text(data.level, percent, data.nextLevel?.number ?? null);
  return (
    <Link
      to={paths.rewards.href()}
      className="header-level"
      style={category ? tierStyle(category) : undefined}
      aria-label={label}
      title={label}
      data-testid="header-level"
      data-level={data.level}
    >
      <span
        className="header-level__ring"
        style={{ '--progress': `${percent}%` } as CSSProperties}
        aria-hidden="true"
      >
        <span className="header-level__number">{data.level}</span>
      </span>
    </Link>
  );
}

/** The profile menu's line: level, category and a thin progress bar, linking to the rewards page. */
export function MenuLevel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data } = useLoyalty();
  const text = useIndicatorText();
  if (!data) return null;
  const category = categoryOfLevel(data.level);
  const percent = progressPercent(data.progress);
  const label = text(data.level, percent, data.nextLevel?.number ?? null);
  return (
    <Link
      to={paths.rewards.href()}
      onClick={onNavigate}
      className="menu-level"
      style={category ? tierStyle(category) : undefined}
      data-testid="profile-menu-level"
    >
      <span className="menu-level__text">
        {data.level > 0 ? t('loyalty.level', { level: data.level }) : t('loyalty.noLevel')}
        {category ? <span className="menu-level__category"> · {t(category.nameKey)}</span> : null}
      </span>
      <ProgressBar percent={percent} label={label} size="sm" />
    </Link>
  );
}
