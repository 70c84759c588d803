import type { Game, GameListData, GameSort } from '@casino/contract/games';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getFavoriteGames } from '@/features/games/favourites/api/get-favorite-games';
import { useSession } from '@/lib/session';
import { getFilteredGames } from '../api/get-filtered-games';
import { searchGames } from '../api/search-games';
import type { ListSpec } from '../game-lists';

/** Spec section 9: lists page 40 at a time, like the favourites. */
export const gameListPageSize = 40;

export interface GameListQuery {
  spec: ListSpec;
  provider: string;
  sort: GameSort;
  /** What the player typed, already debounced; empty when not searching. */
  search: string;
}

const nextOffset = (last: GameListData, pages: GameListData[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.games.length, 0);
  return loaded < last.total && last.games.length > 0 ? loaded : undefined;
};

/** One list's pages: a search when the player typed something, the filter otherwise. */
export const gameListQueryOptions = ({ spec, provider, sort, search }: GameListQuery) =>
  infiniteQueryOptions({
    queryKey: ['games', 'list', spec.category, spec.onlyCategory ?? null, provider, sort, search] as const,
    queryFn: ({ pageParam, signal }) =>
      search
        ? searchGames(
            { title: search, limit: gameListPageSize, offset: pageParam, category: spec.category, provider },
            signal,
          )
        : getFilteredGames(
            {
              category: spec.category,
              provider,
              sort,
              limit: gameListPageSize,
              offset: pageParam,
              ...(spec.onlyCategory ? { onlyCategory: spec.onlyCategory } : {}),
            },
            signal,
          ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 60_000,
  });

/** The player's favourites, 40 at a time from offset 0; fresh on every visit of the sub-list. */
export const favouriteGamesQueryOptions = (playerSessionId: string | null) =>
  infiniteQueryOptions({
    queryKey: ['player', playerSessionId, 'favoriteGames'] as const,
    queryFn: ({ pageParam, signal }) => getFavoriteGames(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: !!playerSessionId,
    staleTime: 0,
  });

/** Accents and case never decide a match: 'cafe' finds 'Café'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface GameListResult {
  games: Game[];
  total: number;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** `favouriteIds` is null until the favourites are known; then a removed heart leaves the list. */
export function useGameList(query: GameListQuery, favouriteIds: string[] | null): GameListResult {
  const { playerSessionId } = useSession();
  const isFavourites = query.spec.isFavourites;
  const catalogue = useInfiniteQuery({ ...gameListQueryOptions(query), enabled: !isFavourites });
  const favourites = useInfiniteQuery({
    ...favouriteGamesQueryOptions(playerSessionId),
    enabled: isFavourites && !!playerSessionId,
  });
  const source = isFavourites ? favourites : catalogue;
  let games = source.data?.pages.flatMap((page) => page.games) ?? [];
  let total = source.data?.pages.at(-1)?.total ?? 0;
  if (isFavourites) {
    // The player's own list is small: it is searched and filtered here.
    const words = foldText(query.search).split(/\s+/).filter(Boolean);
    const all = games;
    games = games.filter(
      (game) =>
        (favouriteIds === null || favouriteIds.includes(game.id)) &&
        (query.provider === 'all' || game.provider === query.provider) &&
        words.every((word) => foldText(`${game.title} ${game.providerName}`).includes(word)),
    );
    total = Math.max(0, total - (all.length - games.length));
  }
  return {
    games,
    total,
    isPending: isFavourites ? !!playerSessionId && favourites.isPending : catalogue.isPending,
    isError: source.isError,
    hasNextPage: source.hasNextPage,
    isFetchingNextPage: source.isFetchingNextPage,
    fetchNextPage: () => void source.fetchNextPage(),
  };
}
