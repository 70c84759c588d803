import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type PageModule<P> = { default: ComponentType<P> };
type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * A screen as React Router's route `lazy`: its chunk is fetched when the route matches, in parallel
 * with the route's loader, and `preloadRoutes` can start it before the router even exists. The page
 * file stays as it is (a default-exported component); a route written the old way, with React.lazy in
 * `element`, works too. Props are given here: `lazy: page(() => import('./routes/info'), { kind: 'page' })`.
 */
export function page<P extends object>(
  load: () => Promise<PageModule<P>>,
  ...props: keyof P extends never ? [] : [P]
): LazyRoute {
  let loading: Promise<PageModule<P>> | null = null;
  const lazyRoute = async () => {
    // One download however many times it is asked for (preload, router, a retried navigation).
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const { default: Page } = await loading;
    const pageProps = (props[0] ?? {}) as P;
    return { element: <Page {...pageProps} /> };
  };
  return lazyRoute;
}

/**
 * Starts downloading the chunks of the screens that match `pathname`, at once: main.tsx calls it
 * before startup's API calls, so the page's code arrives alongside them instead of after them.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
}
