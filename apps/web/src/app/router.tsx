import { supportedLocales } from '@casino/rules/locales';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { cashierProfileLoader } from './cashier-guard';
import { localeLoader, redirectIfLoggedInLoader, requireLoginLoader, rootLoader } from './guards';
import { MainLayout } from './layouts/main-layout';
import { RootLayout, type RouteHandle } from './layouts/root-layout';
import { StartupSplash } from './startup-splash';

// Every screen is its own chunk: the home page downloads only the shell and its own page.
const HomePage = lazy(() => import('./routes/home'));
const RegisterPage = lazy(() => import('./routes/register'));
const GameListPage = lazy(() => import('./routes/game-list'));
const NewsPage = lazy(() => import('./routes/news'));
const NewsArticlePage = lazy(() => import('./routes/news-article'));
const InfoPage = lazy(() => import('./routes/info'));
const ProfileLayout = lazy(() => import('./routes/profile/profile-layout'));
const MyAccountPage = lazy(() => import('./routes/profile/my-account'));
const ProfileBonusesPage = lazy(() => import('./routes/profile/bonuses'));
const ProfileCashbackPage = lazy(() => import('./routes/profile/cashback'));
const ProfileHistoryPage = lazy(() => import('./routes/profile/history'));
const CashierLayout = lazy(() => import('./routes/cashier/cashier-layout'));
const DepositPage = lazy(() => import('./routes/cashier/deposit'));
const WithdrawPage = lazy(() => import('./routes/cashier/withdraw'));
const WithdrawLinkPage = lazy(() => import('./routes/withdraw-link'));
const PromotionPage = lazy(() => import('./routes/promotion'));
const VipProgramPage = lazy(() => import('./routes/vip-program'));
const RewardsPage = lazy(() => import('./routes/rewards'));
const ChallengesPage = lazy(() => import('./routes/challenges'));
const LeaderboardPage = lazy(() => import('./routes/leaderboard'));
const SlotRacesPage = lazy(() => import('./routes/slot-races'));
const SlotRacePage = lazy(() => import('./routes/slot-race'));
const FairnessPage = lazy(() => import('./routes/fairness'));
const PlayPage = lazy(() => import('./routes/play'));
const SportsbookPage = lazy(() => import('./routes/sportsbook'));
const RegisterTokenPage = lazy(() => import('./routes/register-token'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const AccessRestrictedPage = lazy(() => import('./routes/access-restricted'));
const TestComponentPage = lazy(() => import('./routes/test-component'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

const gameList = (kind: 'casino' | 'livecasino' | 'game-shows' | 'crash-and-fast'): RouteObject => ({
  path: kind,
  element: <GameListPage kind={kind} />,
});

const promotion = (
  kind: 'network-promotions' | 'slot-races' | 'deposit-bonus' | 'free-spin',
  isDetail: boolean,
): RouteObject => ({
  path: isDetail ? `${kind}/:url` : kind,
  element: <PromotionPage kind={kind} isDetail={isDetail} />,
});

// The game page shows the notices in its own flow, never over the game and its balance.
const gamePage: RouteHandle = { placesOwnToasts: true };

/** Spec section 2, all of it. Paths mirror src/config/paths.ts. */
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
          { index: true, element: <HomePage /> },
          ...supportedLocales.map((locale) => ({
            path: locale,
            loader: localeLoader(locale),
            element: <PageLoading />,
          })),
          { path: 'register', loader: redirectIfLoggedInLoader, element: <RegisterPage /> },
          gameList('casino'),
          gameList('livecasino'),
          gameList('game-shows'),
          gameList('crash-and-fast'),
          { path: 'news', element: <NewsPage /> },
          { path: 'news/:url', element: <NewsArticlePage /> },
          { path: 'info/contact-us', element: <InfoPage kind="contact-us" /> },
          { path: 'info/how-to-play', element: <InfoPage kind="how-to-play" /> },
          { path: 'info/:url?', element: <InfoPage kind="page" /> },
          {
            path: 'profile',
            loader: requireLoginLoader,
            element: <ProfileLayout />,
            children: [
              { index: true, element: <Navigate to="my-account" replace /> },
              { path: 'my-account/:redirect?', element: <MyAccountPage /> },
              { path: 'bonuses', element: <ProfileBonusesPage /> },
              { path: 'cashback', element: <ProfileCashbackPage /> },
              { path: 'history', element: <ProfileHistoryPage /> },
            ],
          },
          {
            path: 'cashier',
            loader: requireLoginLoader,
            element: <CashierLayout />,
            children: [
              { index: true, element: <Navigate to="deposit" replace /> },
              { path: 'deposit', loader: cashierProfileLoader('deposit'), element: <DepositPage /> },
              { path: 'withdraw', loader: cashierProfileLoader('withdraw'), element: <WithdrawPage /> },
            ],
          },
          { path: 'withdraw-link/:token', element: <WithdrawLinkPage /> },
          promotion('network-promotions', false),
          promotion('network-promotions', true),
          { path: 'slot-races', element: <SlotRacesPage /> },
          { path: 'slot-races/:url', element: <SlotRacePage /> },
          promotion('deposit-bonus', false),
          promotion('deposit-bonus', true),
          promotion('free-spin', true),
          { path: 'vip-program', element: <VipProgramPage /> },
          { path: 'rewards', element: <RewardsPage /> },
          { path: 'challenges', element: <ChallengesPage /> },
          { path: 'leaderboard', element: <LeaderboardPage /> },
          { path: 'fairness', element: <FairnessPage /> },
        ],
      },
      { path: 'play/:system/:title', handle: gamePage, element: <PlayPage variant="desktop" /> },
      { path: 'mobile/play/:system/:title', handle: gamePage, element: <PlayPage variant="mobile" /> },
      { path: 'sportsbook', loader: requireLoginLoader, element: <SportsbookPage /> },
      { path: 'register-token', element: <RegisterTokenPage /> },
      { path: 'reset-password/:token', element: <ResetPasswordPage /> },
      { path: 'access-restricted', element: <AccessRestrictedPage /> },
      { path: 'test-component', element: <TestComponentPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
