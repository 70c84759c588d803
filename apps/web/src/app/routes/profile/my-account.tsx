import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function ProfileMyAccountPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-profile-my-account"
      title={t('profile.myAccount')}
      empty={{ title: t('profile.myAccountEmpty'), icon: <Icon name="user" size={32} /> }}
    />
  );
}
