import { vi } from 'vitest';

export type Route = { status?: number; body: unknown } | ((request: Request) => Response | Promise<Response>);

/** A fake `fetch` at the network edge: answers by "METHOD /path" (path without the API base). */
export function fakeFetch(routes: Record<string, Route>, base = '/api/v1') {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request = new Request(url, init);
    const key = `${request.method} ${url.pathname.replace(base, '')}`;
    const route = routes[key];
    if (!route)
      return json(404, {
        info: { success: false, message: 'Not found', resultCode: 'not_found' },
        data: null,
      });
    if (typeof route === 'function') return route(request);
    return json(route.status ?? 200, route.body);
  });
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function ok<T>(data: T, message = '') {
  return { body: { info: { success: true, message, resultCode: 'ok' }, data } };
}

export function fail(status: number, resultCode: string, message = resultCode) {
  return { status, body: { info: { success: false, message, resultCode }, data: null } };
}
