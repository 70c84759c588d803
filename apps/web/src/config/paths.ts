import type { Locale } from '@casino/rules/locales';

/**
 * One registry of paths: nobody builds a URL by hand. `path` is the router pattern, `href` fills it.
 * The route helper prepends the current locale to route parameters (spec section 2): a pattern that
 * takes `:lang` gets the current locale unless one is given.
 */
export type PathParams = Record<string, string | undefined>;

export function buildPath(pattern: string, params: PathParams = {}, locale?: Locale): string {
  const withLocale: PathParams = locale ? { lang: locale, ...params } : params;
  const built = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const isOptional = segment.endsWith('?');
      const name = segment.slice(1, isOptional ? -1 : undefined);
      const value = withLocale[name];
      if (value === undefined || value === '') {
        if (isOptional) return null;
        throw new Error(`Missing route parameter "${name}" for ${pattern}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return built === '' ? '/' : built;
}

const route = (path: string) => ({
  path,
  href: (params?: PathParams, locale?: Locale) => buildPath(path, params, locale),
});

export const paths = {
  home: route('/'),
  locale: route('/:lang'),
  register: route('/register'),
  casino: route('/casino'),
  liveCasino: route('/livecasino'),
  gameShows: route('/game-shows'),
  crashAndFast: route('/crash-and-fast'),
  news: route('/news'),
  newsArticle: route('/news/:url'),
  contactUs: route('/info/contact-us'),
  howToPlay: route('/info/how-to-play'),
  info: route('/info/:url?'),
  profile: route('/profile'),
  myAccount: route('/profile/my-account/:redirect?'),
  profileBonuses: route('/profile/bonuses'),
  profileCashback: route('/profile/cashback'),
  profileHistory: route('/profile/history'),
  profileStatement: route('/profile/statement'),
  cashier: route('/cashier'),
  deposit: route('/cashier/deposit'),
  withdraw: route('/cashier/withdraw'),
  withdrawLink: route('/withdraw-link/:token'),
  networkPromotions: route('/network-promotions'),
  networkPromotion: route('/network-promotions/:url'),
  slotRaces: route('/slot-races'),
  slotRace: route('/slot-races/:url'),
  depositBonuses: route('/deposit-bonus'),
  depositBonus: route('/deposit-bonus/:url'),
  freeSpin: route('/free-spin/:url'),
  vipProgram: route('/vip-program'),
  rewards: route('/rewards'),
  challenges: route('/challenges'),
  leaderboard: route('/leaderboard'),
  fairness: route('/fairness'),
  play: route('/play/:system/:title'),
  sportsbook: route('/sportsbook'),
  mobilePlay: route('/mobile/play/:system/:title'),
  registerToken: route('/register-token'),
  resetPassword: route('/reset-password/:token'),
  accessRestricted: route('/access-restricted'),
  testComponent: route('/test-component'),
} as const;

export type PathName = keyof typeof paths;
