import type { GameSort } from '@casino/contract/games';
import { Button } from '@casino/ui/button';
import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useFavourites } from '@/features/games/favourites/hooks/use-favourite-game';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { useGameProviders } from '../api/get-game-providers';
import type { ListSpec } from '../game-lists';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useGameList } from '../hooks/use-game-list';
import { GameGrid } from './game-grid';
import { GameListControls } from './game-list-controls';

/** A search waits until the player pauses typing this long, so each keystroke is not a call. */
export const searchDebounceMs = 350;

/** One list (or drawer sub-list): controls, the tiles, Load more and honest empty states. */
export function GameListView({ spec }: { spec: ListSpec }) {
  const { t } = useTranslation('games');
  const isLoggedIn = useIsLoggedIn();
  const [search, setSearch] = useState('');
  const [provider, setProvider] = useState('all');
  const [sort, setSort] = useState<GameSort>(spec.defaultSort);
  const settledSearch = useDebouncedValue(search.trim(), searchDebounceMs);
  const providers = useGameProviders();
  const favourites = useFavourites();
  const list = useGameList(
    { spec, provider, sort, search: settledSearch },
    favourites.status === 'ready' ? favourites.ids : null,
  );

  if (spec.isFavourites && !isLoggedIn)
    return <EmptyState icon={<Icon name="user" />} title={t('lists.favoritesLogin')} />;

  const isFiltered = settledSearch !== '' || provider !== 'all';
  return (
    <div className="game-list" data-testid="game-list" data-sublist={spec.subList}>
      <GameListControls
        search={search}
        onSearch={setSearch}
        provider={provider}
        onProvider={setProvider}
        providers={providers.data ?? []}
        sort={sort}
        onSort={setSort}
        isSortDisabled={settledSearch !== '' || spec.isFavourites}
      />
      {list.isPending ? <Spinner label={t('loading')} size="lg" /> : null}
      {list.isError ? <FormMessage kind="error">{t('lists.loadFailed')}</FormMessage> : null}
      {!list.isPending && !list.isError && list.games.length === 0 ? (
        <EmptyState
          icon={<Icon name="slots" size={32} />}
          title={
            isFiltered ? t('lists.noMatch') : spec.isFavourites ? t('lists.noFavorites') : t('lists.empty')
          }
          description={
            isFiltered
              ? t('lists.noMatchDescription')
              : spec.isFavourites
                ? t('lists.noFavoritesDescription')
                : t('lists.emptyDescription')
          }
        />
      ) : null}
      {list.games.length > 0 ? (
        <>
          <p className="game-list__count" data-testid="game-list-count" aria-live="polite">
            {t('lists.count', { shown: list.games.length, total: list.total })}
          </p>
          <GameGrid games={list.games} priorityCount={6} />
        </>
      ) : null}
      {list.hasNextPage ? (
        <div className="game-list__more">
          <Button
            variant="secondary"
            isBusy={list.isFetchingNextPage}
            onClick={list.fetchNextPage}
            data-testid="game-load-more"
          >
            {t('lists.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
