import { vi } from 'vitest';

export type Route = { status?: number; body: unknown } | ((request: Request) => Response | Promise<Response>);

/** A fake `fetch` at the network edge: answers by "METHOD /path" (path without the API base). */
export function fakeFetch(routes: Record<string, Route>, base = '/api/v1') {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request = requestOf(url, init);
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

/**
 * The request as the server would read it. A file upload's body is the DOM's FormData (the test
 * window's), which Node's own Request does not take as a form on every Node version (it sends its
 * text instead): the route reads that same form back.
 */
function requestOf(url: URL, init?: RequestInit): Request {
  const body = init?.body;
  if (!(body instanceof FormData)) return new Request(url, init);
  const request = new Request(url, { ...init, body: undefined });
  return Object.defineProperty(request, 'formData', { value: async () => body });
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
