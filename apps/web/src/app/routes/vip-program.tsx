import '@/features/loyalty/loyalty.css';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { useLoyalty } from '@/features/loyalty/api/get-loyalty';
import { JoinCall } from '@/features/loyalty/components/join-call';
import { LoyaltyStanding } from '@/features/loyalty/components/loyalty-standing';
import { VipPeriodRewards } from '@/features/loyalty/components/vip-period-rewards';
import { VipStanding } from '@/features/loyalty/components/vip-standing';
import { VipTiers } from '@/features/loyalty/components/vip-tiers';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';

/** VIP club: the player's current and next level, then the four tiers (spec sections 3, 6 and 9). */
export default function VipProgramPage() {
  const { t, ready } = useTranslation(['loyalty', 'pages']);
  const isLoggedIn = useIsLoggedIn();
  const { data: loyalty } = useLoyalty();
  return (
    <Screen
      testId="page-vip-program"
      title={t('pages:vip.title')}
      subtitle={ready ? t('vip.subtitle') : undefined}
    >
      {ready ? (
        <div className="loyalty-page">
          {isLoggedIn ? (
            <>
              <LoyaltyStanding>{(standing) => <VipStanding loyalty={standing} />}</LoyaltyStanding>
              <VipPeriodRewards />
            </>
          ) : (
            <JoinCall text={t('join.vip')} />
          )}
          <VipTiers currentLevel={isLoggedIn ? (loyalty?.level ?? null) : null} />
        </div>
      ) : (
        <PageLoading />
      )}
    </Screen>
  );
}
