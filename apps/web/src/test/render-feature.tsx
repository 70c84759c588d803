import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { AppProvider, createQueryClient } from '@/app/provider';
import { i18n } from '@/lib/i18n';
import { fakeFetch, type Route } from './fake-fetch';

// The app loads a feature's texts on demand and its pages wait for them; a lone component does not,
// so the files that render one start with the texts loaded.
beforeAll(async () => {
  await i18n.loadNamespaces(['account']);
});

/**
 * One feature's component with the app's providers and a router, the API faked at the network edge.
 * Other paths render a marker, so a test can see where a navigation went.
 */
export function renderFeature(
  element: ReactNode,
  routes: Record<string, Route> = {},
  url = '/',
  /** The route pattern, when the element reads route parameters (e.g. '/withdraw-link/:token'). */
  path = url.split('?')[0],
) {
  const fetchFn = fakeFetch(routes);
  vi.stubGlobal('fetch', fetchFn);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, fetchFn, queryClient };
}

/** The JSON bodies the app sent to "METHOD /path", in order. */
export function sentBodies(fetchFn: ReturnType<typeof fakeFetch>, method: string, path: string): unknown[] {
  return fetchFn.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).endsWith(path))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}
