import { useTranslation } from '@/lib/i18n-react';
import { type GameTitles, useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { levelGroups, tierStyle } from '../loyalty-view';
import { TierBadge } from './tier-badge';

export interface LevelTableProps {
  /** The player's level (0 before level 1); null for a visitor. */
  currentLevel: number | null;
  titles?: GameTitles;
}

/** Levels 1 to 60 with the CP each needs and its reward, category by category (spec sections 3 and 9). */
export function LevelTable({ currentLevel, titles }: LevelTableProps) {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  return (
    <div className="level-table" data-testid="level-table">
      {levelGroups.map(({ category, levels }) => (
        <section
          key={category.key}
          className="level-table__group"
          style={tierStyle(category)}
          data-testid={`level-group-${category.key}`}
          aria-labelledby={`level-group-${category.key}`}
        >
          <h3 id={`level-group-${category.key}`} className="level-table__heading">
            <TierBadge category={category} size={32} />
            <span>{t(`common:${category.nameKey}`)}</span>
            <span className="level-table__range">
              {t('levels', { from: category.firstLevel, to: category.lastLevel })}
            </span>
          </h3>
          <table className="level-table__table">
            <thead>
              <tr>
                <th scope="col">{t('table.level')}</th>
                <th scope="col">{t('table.requiredCp')}</th>
                <th scope="col">{t('table.reward')}</th>
              </tr>
            </thead>
            <tbody>
              {levels.map((level) => {
                const isCurrent = currentLevel === level.number;
                const isReached = currentLevel !== null && level.number <= currentLevel;
                return (
                  <tr
                    key={level.number}
                    data-testid={`level-row-${level.number}`}
                    data-reached={isReached || undefined}
                    aria-current={isCurrent ? 'step' : undefined}
                    className={isCurrent ? 'is-current' : undefined}
                  >
                    <th scope="row">
                      {level.number}
                      {isCurrent ? <span className="level-table__you">{t('table.you')}</span> : null}
                    </th>
                    <td>{format.cp(level.requiredCp)}</td>
                    <td>{format.reward(level.reward, titles)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
