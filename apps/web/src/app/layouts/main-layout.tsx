import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { useAuthDialog } from '@/features/session/auth-dialog-store';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { DemoNotice } from './demo-notice';
import { Header } from './header';
import { MobileFooter } from './mobile-footer';
import { SideDrawer } from './side-drawer';
import { SiteFooter } from './site-footer';

const drawerId = 'side-drawer';

// Log in and sign up (with the shared field rules and their phone-number library) load on first open.
const AuthDialog = lazy(() =>
  import('@/features/auth/components/auth-dialog').then((module) => ({ default: module.AuthDialog })),
);

export function MainLayout() {
  const { t } = useTranslation();
  const isWide = useMediaQuery(wideQuery);
  // On wide screens the drawer starts open beside the page; on phones it starts closed over it.
  const [toggled, setToggled] = useState<{ isWide: boolean; isOpen: boolean } | null>(null);
  const isDrawerOpen = toggled && toggled.isWide === isWide ? toggled.isOpen : isWide;
  const setDrawerOpen = useCallback((isOpen: boolean) => setToggled({ isWide, isOpen }), [isWide]);
  const logout = useLogout();
  const authDialog = useAuthDialog();

  useEffect(() => {
    if (isWide || !isDrawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isWide, isDrawerOpen, setDrawerOpen]);

  const onLogout = () => void logout();

  return (
    <div className="app-shell" data-drawer-open={isDrawerOpen}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <Header
        isDrawerOpen={isDrawerOpen}
        drawerId={drawerId}
        onToggleDrawer={() => setDrawerOpen(!isDrawerOpen)}
        onLogout={onLogout}
      />
      <SideDrawer
        id={drawerId}
        isOpen={isDrawerOpen}
        onNavigate={() => !isWide && setDrawerOpen(false)}
        showLanguageSelect={!isWide}
      />
      {!isWide && isDrawerOpen ? (
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      ) : null}
      <main id="main-content" className="app-main" tabIndex={-1}>
        {/* At least a screen tall, so what follows the page never starts in view and moves as it loads. */}
        <div className="app-page">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
        <DemoNotice />
        <SiteFooter />
      </main>
      <MobileFooter
        isDrawerOpen={isDrawerOpen}
        drawerId={drawerId}
        onBrowse={() => setDrawerOpen(!isDrawerOpen)}
        onLogout={onLogout}
      />
      {authDialog !== null ? (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
