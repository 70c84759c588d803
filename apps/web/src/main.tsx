import '@casino/ui/tokens.css';
import '@casino/ui/components.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppRouter } from './app/app';
import { bootstrap } from './app/bootstrap';
import { AppProvider, createQueryClient } from './app/provider';
import { preloadRoutes } from './app/lazy-route';
import { createAppRouter, routes } from './app/router';
import { paths } from './config/paths';
import { prefetchShell } from './app/prefetch-shell';
import { limitFirstPaint } from './app/first-paint';
import { detectLocale, initI18n } from './lib/i18n';

async function main() {
  // The screen's own chunks download alongside the messages and the startup calls, not after them.
  preloadRoutes(routes, window.location.pathname);
  await initI18n(detectLocale());
  const queryClient = createQueryClient();
  // The shell's data loads alongside startup, so the first paint has its menu and logo.
  const shell = prefetchShell(queryClient);
  let router: AppRouter | null = null;
  // A session expiry during startup asks to go home before the router exists: remember it.
  let pendingPath: string | null = null;
  const navigate = (to: string) => {
    if (router) void router.navigate(to);
    else pendingPath = to;
  };
  // The router (and its guards) start only once startup has settled the sessions.
  const ready = Promise.all([bootstrap(navigate, queryClient), shell]).then(async ([outcome]) => {
    router = createAppRouter();
    if (outcome.status === 'restricted')
      await router.navigate(paths.accessRestricted.href(), { replace: true });
    else if (pendingPath) await router.navigate(pendingPath, { replace: true });
    limitFirstPaint();
    return router;
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <App router={ready} />
      </AppProvider>
    </StrictMode>,
  );
}

void main();
