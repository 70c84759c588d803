import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function ChallengesPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-challenges"
      title={t('challenges.title')}
      empty={{ title: t('challenges.empty'), icon: <Icon name="target" size={32} /> }}
    />
  );
}
