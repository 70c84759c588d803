import { Icon } from '@casino/ui/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

const periods = ['all', 'daily', 'weekly', 'monthly'] as const;
type Period = (typeof periods)[number];

export default function LeaderboardPage() {
  const { t } = useTranslation('pages');
  const [period, setPeriod] = useState<Period>('all');
  return (
    <Screen
      testId="page-leaderboard"
      title={t('leaderboard.title')}
      empty={{ title: t('leaderboard.empty'), icon: <Icon name="trophy" size={32} /> }}
    >
      <div className="segmented" role="group" aria-label={t('leaderboard.filterLabel')}>
        {periods.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            data-testid={`leaderboard-filter-${value}`}
            onClick={() => setPeriod(value)}
          >
            {t(`leaderboard.filters.${value}`)}
          </button>
        ))}
      </div>
    </Screen>
  );
}
