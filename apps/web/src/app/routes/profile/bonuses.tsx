import '@/features/bonuses/bonuses.css';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { PlayerBonuses } from '@/features/bonuses/components/player-bonuses';

/** Profile / bonuses: the spec's Bonus fields (section 3), Activate Bonus and Add Bonus. */
export default function ProfileBonusesPage() {
  const { t, ready } = useTranslation(['bonuses', 'pages']);
  return (
    <Screen testId="page-profile-bonuses" title={t('pages:profile.bonuses')}>
      {ready ? <PlayerBonuses /> : <PageLoading />}
    </Screen>
  );
}
