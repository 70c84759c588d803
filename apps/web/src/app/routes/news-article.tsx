import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export default function NewsArticlePage() {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId="page-news-article"
      title={t('news.articleTitle')}
      empty={{ title: t('news.articleEmpty'), icon: <Icon name="news" size={32} /> }}
    />
  );
}
