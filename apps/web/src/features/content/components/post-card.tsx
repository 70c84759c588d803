import type { ContentSummary } from '@casino/contract/content';
import { formatDate } from '@casino/rules/formatting';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** One post in the news list: cover, date, title and summary, the whole card a link. */
export function PostCard({ post }: { post: ContentSummary }) {
  const { t } = useTranslation('content');
  const locale = useFormatLocale();
  return (
    <li className="post-card" data-testid={`post-${post.slug}`}>
      <Link to={paths.newsArticle.href({ url: post.slug })} className="post-card__link">
        {post.coverImage ? (
          <img
            className="post-card__cover"
            src={post.coverImage}
            alt=""
            width={1200}
            height={630}
            loading="lazy"
          />
        ) : null}
        <div className="post-card__text">
          <p className="post-card__date">
            {t('news.published', { date: formatDate(post.publishedAt, locale) })}
          </p>
          <h2 className="post-card__title" lang={post.language}>
            {post.title}
          </h2>
          <p className="post-card__summary" lang={post.language}>
            {post.description}
          </p>
          <span className="post-card__more">{t('news.readMore')}</span>
        </div>
      </Link>
    </li>
  );
}
