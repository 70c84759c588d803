import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { FormMessage } from '@/components/form-field';
import { LoadMoreButton } from '@/components/load-more-button';
import { Screen } from '@/components/screen';
import { usePosts } from '@/features/content/api/content';
import { PostCard } from '@/features/content/components/post-card';
import { useContentHead } from '@/features/content/use-content-head';
import { useLangParam } from '@/features/content/use-lang-param';
import '@/features/content/content.css';

const everyLanguage = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;

/** Spec section 2, news: the posts served now, newest first, with Load more. */
export default function NewsPage() {
  const { ready } = useTranslation('content');
  return ready ? <NewsScreen /> : <PageLoading />;
}

function NewsScreen() {
  const { t, i18n } = useTranslation('content');
  useLangParam();
  const posts = usePosts(i18n.language);
  useContentHead({ description: t('news.intro'), path: '/news', languages: everyLanguage });
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Screen testId="page-news" title={t('news.title')}>
      <p className="content-intro">
        {t('news.intro')}{' '}
        <a href={`/news/rss.xml?lang=${i18n.language}`} type="application/rss+xml">
          {t('news.rss')}
        </a>
      </p>
      {posts.isPending ? (
        <Spinner label={t('news.title')} />
      ) : posts.isError ? (
        <FormMessage kind="error">{t('news.loadFailed')}</FormMessage>
      ) : list.length === 0 ? (
        <EmptyState title={t('news.empty')} icon={<Icon name="news" size={32} />} />
      ) : (
        <ul className="post-list" data-testid="news-list">
          {list.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={posts} label={t('news.loadMore')} testId="news-load-more" />
    </Screen>
  );
}
