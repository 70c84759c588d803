import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function VipProgramPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-vip-program"
      title={t('vip.title')}
      empty={{ title: t('vip.empty'), icon: <Icon name="crown" size={32} /> }}
    />
  );
}
