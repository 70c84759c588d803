import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function RewardsPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-rewards"
      title={t('rewards.title')}
      empty={{ title: t('rewards.empty'), icon: <Icon name="gift" size={32} /> }}
    />
  );
}
