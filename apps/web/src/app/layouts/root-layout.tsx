import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { Toasts } from '@/components/toasts';
import { useAnalytics } from '@/features/analytics/use-analytics';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { RealityCheckOverlay } from '@/features/responsible-gambling/components/reality-check-overlay';
import { useSkinTheme } from '@/features/site/api/get-skin-config';
import { removeFirstPaint } from '../first-paint';
import { useFirstDepositTracking } from '../use-first-deposit-tracking';

// The head's description, Open Graph and hreflang tags: a small chunk of their own, after the page.
const PageMeta = lazy(() => import('../page-meta').then((module) => ({ default: module.PageMeta })));

// Not needed to paint the first page: the level-up watch (players only) and the cookie consent banner.
const LoyaltyWatch = lazy(() =>
  import('@/features/loyalty/components/loyalty-watch').then((module) => ({ default: module.LoyaltyWatch })),
);
// The built-in live chat: its code only once a player is logged in.
const ChatWidget = lazy(() =>
  import('@/features/live-chat/components/chat-widget').then((module) => ({ default: module.ChatWidget })),
);
const ConsentBanner = lazy(() =>
  import('@/features/analytics/components/consent-banner').then((module) => ({
    default: module.ConsentBanner,
  })),
);

/** A route whose page places the notices itself (the game page: they must not cover its balance). */
export interface RouteHandle {
  placesOwnToasts?: boolean;
}

/** Around every route: the notices and a fallback while a screen's chunk downloads. */
export function RootLayout() {
  useSkinTheme();
  useFirstDepositTracking();
  useAnalytics();
  // The router's first screen is on the page: the server's painted page gives way to it.
  useEffect(removeFirstPaint, []);
  const isLoggedIn = useIsLoggedIn();
  const placesOwnToasts = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.placesOwnToasts,
  );
  return (
    <>
      <Suspense fallback={null}>
        <PageMeta />
      </Suspense>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {placesOwnToasts ? null : <Toasts />}
      <RealityCheckOverlay isLoggedIn={isLoggedIn} />
      <Suspense fallback={null}>
        {isLoggedIn ? <LoyaltyWatch /> : null}
        {isLoggedIn ? <ChatWidget /> : null}
        <ConsentBanner />
      </Suspense>
    </>
  );
}
