import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function ProfileBonusesPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-profile-bonuses"
      title={t('profile.bonuses')}
      empty={{ title: t('profile.bonusesEmpty'), icon: <Icon name="coin" size={32} /> }}
    />
  );
}
