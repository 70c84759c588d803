import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useContentPage } from '@/features/content/api/content';
import { ContentArticle } from '@/features/content/components/content-article';
import { useLangParam } from '@/features/content/use-lang-param';
import '@/features/content/content.css';

/** Spec section 2, news/{url}: one post in the reader's language, else in English. */
export default function NewsArticlePage() {
  const { ready } = useTranslation('content');
  return ready ? <NewsArticleScreen /> : <PageLoading />;
}

function NewsArticleScreen() {
  const { t, i18n } = useTranslation('content');
  useLangParam();
  const slug = useParams().url ?? '';
  const query = useContentPage('post', slug, i18n.language);
  return (
    <ContentArticle
      testId="page-news-article"
      kind="post"
      path={paths.newsArticle.href({ url: slug })}
      query={query}
      fallbackTitle={t('news.title')}
      notFoundText={t('news.notFound')}
      loadFailedText={t('news.loadFailed')}
      before={
        <Link className="content-back" to={paths.news.href()} data-testid="news-back">
          {t('news.back')}
        </Link>
      }
    />
  );
}
