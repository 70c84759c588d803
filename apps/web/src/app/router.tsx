import { supportedLocales } from '@casino/rules/locales';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { cashierProfileLoader } from './cashier-guard';
import { localeLoader, redirectIfLoggedInLoader, requireLoginLoader, rootLoader } from './guards';
import { MainLayout } from './layouts/main-layout';
import { RootLayout, type RouteHandle } from './layouts/root-layout';
import { page } from './lazy-route';
import { StartupSplash } from './startup-splash';

const gameList = (kind: 'casino' | 'livecasino' | 'game-shows' | 'crash-and-fast'): RouteObject => ({
  path: kind,
  lazy: page(() => import('./routes/game-list'), { kind }),
});

const promotion = (
  kind: 'network-promotions' | 'slot-races' | 'deposit-bonus' | 'free-spin',
  isDetail: boolean,
): RouteObject => ({
  path: isDetail ? `${kind}/:url` : kind,
  lazy: page(() => import('./routes/promotion'), { kind, isDetail }),
});

// The game page shows the notices in its own flow, never over the game and its balance.
const gamePage: RouteHandle = { placesOwnToasts: true };

/**
 * Spec section 2, all of it. Paths mirror src/config/paths.ts. Every screen is its own chunk, named by
 * `lazy: page(() => import('./routes/x'))` (lazy-route.tsx): main.tsx starts the matching chunks with
 * the startup calls. A screen may still be added the old way (`element` with React.lazy).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    element: <RootLayout />,
    HydrateFallback: StartupSplash,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          ...supportedLocales.map((locale) => ({
            path: locale,
            loader: localeLoader(locale),
            element: <PageLoading />,
          })),
          {
            path: 'register',
            loader: redirectIfLoggedInLoader,
            lazy: page(() => import('./routes/register')),
          },
          gameList('casino'),
          gameList('livecasino'),
          gameList('game-shows'),
          gameList('crash-and-fast'),
          { path: 'news', lazy: page(() => import('./routes/news')) },
          { path: 'news/:url', lazy: page(() => import('./routes/news-article')) },
          { path: 'info/contact-us', lazy: page(() => import('./routes/info'), { kind: 'contact-us' }) },
          { path: 'info/how-to-play', lazy: page(() => import('./routes/info'), { kind: 'how-to-play' }) },
          { path: 'info/:url?', lazy: page(() => import('./routes/info'), { kind: 'page' }) },
          {
            path: 'profile',
            loader: requireLoginLoader,
            lazy: page(() => import('./routes/profile/profile-layout')),
            children: [
              { index: true, element: <Navigate to="my-account" replace /> },
              { path: 'my-account/:redirect?', lazy: page(() => import('./routes/profile/my-account')) },
              { path: 'bonuses', lazy: page(() => import('./routes/profile/bonuses')) },
              { path: 'cashback', lazy: page(() => import('./routes/profile/cashback')) },
              { path: 'history', lazy: page(() => import('./routes/profile/history')) },
              { path: 'statement', lazy: page(() => import('./routes/profile/statement')) },
            ],
          },
          {
            path: 'cashier',
            loader: requireLoginLoader,
            lazy: page(() => import('./routes/cashier/cashier-layout')),
            children: [
              { index: true, element: <Navigate to="deposit" replace /> },
              {
                path: 'deposit',
                loader: cashierProfileLoader('deposit'),
                lazy: page(() => import('./routes/cashier/deposit')),
              },
              {
                path: 'withdraw',
                loader: cashierProfileLoader('withdraw'),
                lazy: page(() => import('./routes/cashier/withdraw')),
              },
            ],
          },
          { path: 'withdraw-link/:token', lazy: page(() => import('./routes/withdraw-link')) },
          { path: 'network-promotions', lazy: page(() => import('./routes/network-promotions')) },
          { path: 'network-promotions/:url', lazy: page(() => import('./routes/network-promotion')) },
          { path: 'slot-races', lazy: page(() => import('./routes/slot-races')) },
          { path: 'slot-races/:url', lazy: page(() => import('./routes/slot-race')) },
          promotion('deposit-bonus', false),
          promotion('deposit-bonus', true),
          promotion('free-spin', true),
          { path: 'vip-program', lazy: page(() => import('./routes/vip-program')) },
          { path: 'rewards', lazy: page(() => import('./routes/rewards')) },
          { path: 'challenges', lazy: page(() => import('./routes/challenges')) },
          { path: 'leaderboard', lazy: page(() => import('./routes/leaderboard')) },
          { path: 'fairness', lazy: page(() => import('./routes/fairness')) },
        ],
      },
      {
        path: 'play/:system/:title',
        handle: gamePage,
        lazy: page(() => import('./routes/play'), { variant: 'desktop' }),
      },
      {
        path: 'mobile/play/:system/:title',
        handle: gamePage,
        lazy: page(() => import('./routes/play'), { variant: 'mobile' }),
      },
      { path: 'sportsbook', loader: requireLoginLoader, lazy: page(() => import('./routes/sportsbook')) },
      { path: 'register-token', lazy: page(() => import('./routes/register-token')) },
      { path: 'reset-password/:token', lazy: page(() => import('./routes/reset-password')) },
      { path: 'access-restricted', lazy: page(() => import('./routes/access-restricted')) },
      // The component gallery (spec section 2), in every build; the page asks not to be indexed.
      { path: 'test-component', lazy: page(() => import('./routes/test-component')) },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
