import type { Game } from '@casino/contract/games';
import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { PageHeading } from '@casino/ui/page-heading';
import { Spinner } from '@casino/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { GameGrid } from './game-grid';

export interface HomeSectionProps {
  id: string;
  title: string;
  /** Show More leads to the whole list. */
  moreHref?: string;
  children: ReactNode;
}

export function HomeSection({ id, title, moreHref, children }: HomeSectionProps) {
  const { t } = useTranslation('games');
  return (
    <section className="home-section" aria-labelledby={`home-${id}`} data-testid={`home-${id}`}>
      <PageHeading
        level={2}
        id={`home-${id}`}
        title={title}
        actions={
          moreHref ? (
            <Link to={moreHref} className="ui-button ui-button--ghost ui-button--sm">
              {t('home.showMore')}
            </Link>
          ) : undefined
        }
      />
      {children}
    </section>
  );
}

export interface HomeGamesProps {
  query: { data?: Game[] | undefined; isPending: boolean; isError: boolean };
  /** The first row of the screen: its first pictures load at once (GameGrid's priorityCount). */
  priorityCount?: number;
}

/** A home row still loading: a spinner in the space the row will take. */
export function HomeRowLoading() {
  const { t } = useTranslation('games');
  return (
    <div className="home-row-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

/** A home row of tiles, with its loading, failure and empty states. */
export function HomeGames({ query, priorityCount = 0 }: HomeGamesProps) {
  const { t } = useTranslation('games');
  if (query.isPending) return <HomeRowLoading />;
  if (query.isError) return <FormMessage kind="error">{t('lists.loadFailed')}</FormMessage>;
  if (!query.data?.length)
    return (
      <EmptyState
        icon={<Icon name="slots" size={32} />}
        title={t('lists.empty')}
        description={t('lists.emptyDescription')}
      />
    );
  return <GameGrid games={query.data} layout="row" priorityCount={priorityCount} />;
}
