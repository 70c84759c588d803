import type { ContentPage } from '@casino/contract/content';
import { formatDate } from '@casino/rules/formatting';
import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { PageHeading } from '@casino/ui/page-heading';
import { Spinner } from '@casino/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-error';
import { useContentHead } from '../use-content-head';
import { ContentHtml } from './content-html';

export interface ContentArticleProps {
  testId: string;
  /** The page's path, for the canonical and hreflang links. */
  path: string;
  query: { data?: ContentPage | undefined; isPending: boolean; error: Error | null };
  /** Title while loading or when there is no page. */
  fallbackTitle: string;
  notFoundText: string;
  loadFailedText: string;
  kind: 'post' | 'page';
  /** Shown above the article (a back link). */
  before?: ReactNode;
  /** Shown after the article (the contact form under FAQ, ...). */
  after?: ReactNode;
}

/** A news post or an info page: its head tags, title, date, cover and sanitised body. */
export function ContentArticle(props: ContentArticleProps) {
  const { t } = useTranslation('content');
  const locale = useFormatLocale();
  const page = props.query.data;
  useDocumentTitle(page?.title ?? props.fallbackTitle);
  useContentHead(
    page ? { description: page.description, path: props.path, languages: page.languages } : null,
  );
  if (props.query.isPending)
    return (
      <section className="screen" data-testid={props.testId}>
        <PageHeading title={props.fallbackTitle} />
        <Spinner label={props.fallbackTitle} />
      </section>
    );
  if (!page) {
    const notFound = isApiError(props.query.error, 'content_not_found');
    return (
      <section className="screen" data-testid={props.testId}>
        {props.before}
        <PageHeading title={props.fallbackTitle} />
        {notFound ? (
          <EmptyState
            title={props.notFoundText}
            icon={<Icon name={props.kind === 'post' ? 'news' : 'info'} size={32} />}
          />
        ) : (
          <FormMessage kind="error">{props.loadFailedText}</FormMessage>
        )}
        {props.after}
      </section>
    );
  }
  const date = formatDate(props.kind === 'post' ? page.publishedAt : page.updatedAt, locale);
  return (
    <section className="screen" data-testid={props.testId}>
      {props.before}
      <article className="content-article" lang={page.language}>
        <PageHeading
          title={page.title}
          subtitle={props.kind === 'post' ? t('news.published', { date }) : t('info.updated', { date })}
        />
        {page.coverImage && props.kind === 'post' ? (
          <img className="content-article__cover" src={page.coverImage} alt="" width={1200} height={630} />
        ) : null}
        {page.description ? <p className="content-article__lead">{page.description}</p> : null}
        <ContentHtml html={page.html} testId={`${props.testId}-body`} />
      </article>
      {props.after}
    </section>
  );
}
