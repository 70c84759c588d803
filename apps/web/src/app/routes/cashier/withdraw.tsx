import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function WithdrawPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-cashier-withdraw"
      title={t('cashier.withdraw')}
      empty={{ title: t('cashier.empty'), icon: <Icon name="upload" size={32} /> }}
    />
  );
}
