import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { Toasts } from '@/components/toasts';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { RealityCheckOverlay } from '@/features/responsible-gambling/components/reality-check-overlay';
import { useSkinTheme } from '@/features/site/api/get-skin-config';
import { useFirstDepositTracking } from '../use-first-deposit-tracking';

/** Around every route: the notices and a fallback while a screen's chunk downloads. */
export function RootLayout() {
  useSkinTheme();
  useFirstDepositTracking();
  const isLoggedIn = useIsLoggedIn();
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Toasts />
      <RealityCheckOverlay isLoggedIn={isLoggedIn} />
    </>
  );
}
