import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function DepositPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-cashier-deposit"
      title={t('cashier.deposit')}
      empty={{ title: t('cashier.empty'), icon: <Icon name="download" size={32} /> }}
    />
  );
}
