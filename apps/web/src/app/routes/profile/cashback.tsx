import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function ProfileCashbackPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-profile-cashback"
      title={t('profile.cashback')}
      empty={{ title: t('profile.cashbackEmpty'), icon: <Icon name="wallet" size={32} /> }}
    />
  );
}
