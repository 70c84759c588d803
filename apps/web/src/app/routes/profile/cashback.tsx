import '@/features/loyalty/loyalty.css';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { CashbackPanel } from '@/features/loyalty/components/cashback-panel';
import { HowItWorks } from '@/features/loyalty/components/how-it-works';
import { LoyaltyStanding } from '@/features/loyalty/components/loyalty-standing';
import { VipPeriodRewards } from '@/features/loyalty/components/vip-period-rewards';

/**
 * Profile / cashback: total CP, level, CP gained, cashback available and Claim Cashback, then a VIP's
 * weekly and monthly rewards paid.
 */
export default function ProfileCashbackPage() {
  const { t, ready } = useTranslation(['loyalty', 'pages']);
  return (
    <Screen testId="page-profile-cashback" title={t('pages:profile.cashback')}>
      {ready ? (
        <div className="loyalty-page">
          <LoyaltyStanding>{(standing) => <CashbackPanel loyalty={standing} />}</LoyaltyStanding>
          <VipPeriodRewards />
          <HowItWorks />
        </div>
      ) : (
        <PageLoading />
      )}
    </Screen>
  );
}
