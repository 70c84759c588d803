import '@casino/ui/tokens.css';
import '@casino/ui/components.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppRouter } from './app/app';
import { bootstrap } from './app/bootstrap';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { detectLocale, initI18n } from './lib/i18n';

async function main() {
  await initI18n(detectLocale());
  let router: AppRouter | null = null;
  const navigate = (to: string) => (router ? void router.navigate(to) : window.location.assign(to));
  // The router (and its guards) start only once startup has settled the sessions.
  const ready = bootstrap(navigate).then(async (outcome) => {
    router = createAppRouter();
    if (outcome.status === 'restricted')
      await router.navigate(paths.accessRestricted.href(), { replace: true });
    return router;
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <App router={ready} />
      </AppProvider>
    </StrictMode>,
  );
}

void main();
