import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function NewsPage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-news"
      title={t('news.title')}
      empty={{ title: t('news.empty'), icon: <Icon name="news" size={32} /> }}
    />
  );
}
