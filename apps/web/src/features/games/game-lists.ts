import type { GameFilterCategory, GameSort } from '@casino/contract/games';

export const gameListKinds = ['casino', 'livecasino', 'game-shows', 'crash-and-fast'] as const;
export type GameListKind = (typeof gameListKinds)[number];

/** The drawer's sub-lists (spec section 2), as the skin menu links them: /casino?category=new, ... */
export type SubList =
  | 'default'
  | 'all'
  | 'favorites'
  | 'new'
  | 'jackpot'
  | 'megaways'
  | 'bonusbuy'
  | 'baccarat'
  | 'blackjack'
  | 'roulette';

export interface ListSpec {
  kind: GameListKind;
  subList: SubList;
  /** The {category} of GET /games/filter; favourites come from the player's own list instead. */
  category: GameFilterCategory;
  /** Keeps a tag inside the list's category (spec section 7 query flags). */
  onlyCategory?: 'crash-and-fast' | 'livecasino';
  isFavourites: boolean;
  defaultSort: GameSort;
  /** Key of the title in the games namespace. */
  titleKey: string;
}

const kindCategory: Record<GameListKind, GameFilterCategory> = {
  casino: 'slots',
  livecasino: 'live-casino',
  'game-shows': 'game-shows',
  'crash-and-fast': 'crash-and-fast',
};

const kindTitle: Record<GameListKind, string> = {
  casino: 'lists.casino',
  livecasino: 'lists.livecasino',
  'game-shows': 'lists.gameShows',
  'crash-and-fast': 'lists.crashAndFast',
};

type SubListSpec = Pick<ListSpec, 'category' | 'titleKey'> & Partial<ListSpec>;

/** Which sub-lists each list knows; an unknown ?category= shows the list itself. */
const subLists: Record<GameListKind, Partial<Record<SubList, SubListSpec>>> = {
  casino: {
    all: { category: 'all', titleKey: 'lists.allGames' },
    favorites: { category: 'all', titleKey: 'lists.favorites', isFavourites: true },
    new: { category: 'new', titleKey: 'lists.newSlots', defaultSort: 'new' },
    jackpot: { category: 'jackpot', titleKey: 'lists.jackpotSlots' },
    // The catalogue tags Megaways and Multiways games alike under 'megaways' for this sub-list.
    megaways: { category: 'megaways', titleKey: 'lists.megaways' },
    bonusbuy: { category: 'bonus-buy', titleKey: 'lists.bonusBuy' },
  },
  livecasino: {
    all: { category: 'live-casino', titleKey: 'lists.allLiveGames', defaultSort: 'az' },
    baccarat: { category: 'baccarat', titleKey: 'lists.baccarat', onlyCategory: 'livecasino' },
    blackjack: { category: 'blackjack', titleKey: 'lists.blackjack', onlyCategory: 'livecasino' },
    roulette: { category: 'roulette', titleKey: 'lists.roulette', onlyCategory: 'livecasino' },
  },
  'game-shows': {},
  'crash-and-fast': {},
};

/** The list a route and its ?category= stand for. */
export function listSpecOf(kind: GameListKind, categoryQuery: string | null): ListSpec {
  const subList = (categoryQuery ?? 'default') as SubList;
  const sub = subLists[kind][subList];
  const base: ListSpec = {
    kind,
    subList: sub ? subList : 'default',
    category: kindCategory[kind],
    isFavourites: false,
    defaultSort: 'popular',
    titleKey: kind === 'livecasino' ? 'lists.lobby' : kindTitle[kind],
  };
  return sub ? { ...base, ...sub } : base;
}
