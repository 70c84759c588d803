import '@/features/loyalty/loyalty.css';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { useLoyalty } from '@/features/loyalty/api/get-loyalty';
import { useRewardGameTitles } from '@/features/loyalty/api/get-reward-game-titles';
import { HowItWorks } from '@/features/loyalty/components/how-it-works';
import { JoinCall } from '@/features/loyalty/components/join-call';
import { LevelTable } from '@/features/loyalty/components/level-table';
import { LoyaltyProgress } from '@/features/loyalty/components/loyalty-progress';
import { LoyaltyStanding } from '@/features/loyalty/components/loyalty-standing';
import { PlayerRewards } from '@/features/loyalty/components/player-rewards';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';

/** Rewards: the player's progress (or the way in for a visitor), How It Works and the level table. */
export default function RewardsPage() {
  const { t, ready } = useTranslation(['loyalty', 'pages']);
  const isLoggedIn = useIsLoggedIn();
  const { data: loyalty } = useLoyalty();
  const { titles } = useRewardGameTitles();
  return (
    <Screen
      testId="page-rewards"
      title={t('pages:rewards.title')}
      subtitle={ready ? t('rewards.subtitle') : undefined}
    >
      {ready ? (
        <div className="loyalty-page">
          <div className="loyalty-page__top">
            {isLoggedIn ? (
              <LoyaltyStanding>
                {(standing) => (
                  <div className="loyalty-stack">
                    <LoyaltyProgress loyalty={standing} />
                    <PlayerRewards titles={titles} />
                  </div>
                )}
              </LoyaltyStanding>
            ) : (
              <JoinCall text={t('join.rewards')} />
            )}
            <HowItWorks />
          </div>
          <section className="loyalty-page__section" aria-labelledby="level-table-title">
            <h2 id="level-table-title">{t('table.title')}</h2>
            <LevelTable currentLevel={isLoggedIn ? (loyalty?.level ?? null) : null} titles={titles} />
          </section>
        </div>
      ) : (
        <PageLoading />
      )}
    </Screen>
  );
}
