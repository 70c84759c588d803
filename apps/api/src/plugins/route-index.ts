/** `/api/v1/games/:id` -> a pattern matching concrete paths; wildcard routes are left out on purpose. */
function toPattern(url: string): RegExp | null {
  if (url.includes('*')) return null;
  const escaped = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The methods each registered path answers. Fastify answers an unknown path and a known path with a
 * wrong method alike; this index tells them apart for the 405 (with its Allow header), both in the
 * not-found handler and for methods Node's parser refuses before Fastify sees the request.
 */
export function createRouteIndex() {
  const routes: { method: string; pattern: RegExp }[] = [];
  return {
    add(method: string, url: string) {
      const pattern = toPattern(url);
      if (pattern) routes.push({ method: method.toUpperCase(), pattern });
    },
    allowedMethods(path: string): string[] {
      return [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
    },
  };
}

export type RouteIndex = ReturnType<typeof createRouteIndex>;
