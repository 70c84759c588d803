import { Suspense, use } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { StartupSplash } from './startup-splash';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The loading splash stays until startup settles; then the router takes over. */
export function App({ router }: { router: Promise<AppRouter> }) {
  return (
    <Suspense fallback={<StartupSplash />}>
      <StartupGate router={router} />
    </Suspense>
  );
}

function StartupGate({ router }: { router: Promise<AppRouter> }) {
  return <RouterProvider router={use(router)} />;
}
