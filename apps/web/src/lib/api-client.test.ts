import { playerApi } from '@casino/contract/routes/player-client';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '@/test/fake-fetch';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError, TransportError } from './api-error';
import { pickApiBase } from './app-config';

function client(fetchImpl: typeof fetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    getBaseUrl: () => '/api/v1',
    getApiKey: () => 'skin-key',
    getAnonSessionId: () => 'anon-1',
    getPlayerSessionId: () => null,
    getLanguage: () => 'de',
    fetch: fetchImpl,
    ...overrides,
  });
}

describe('pickApiBase', () => {
  const config = {
    apiHosts: { 'casino.example': 'https://api.casino.example/api/v1/' },
    defaultApiBase: '/api/v1',
  };
  it('takes the base mapped to the site hostname', () => {
    expect(pickApiBase('casino.example', config)).toBe('https://api.casino.example/api/v1');
  });
  it('uses the same-origin default for any other hostname', () => {
    expect(pickApiBase('localhost', config)).toBe('/api/v1');
    expect(pickApiBase('constructor', config)).toBe('/api/v1');
  });
});

describe('createApiClient', () => {
  it('sends api-key, the known sessions and the language, and resolves data', async () => {
    const fetchFn = fakeFetch({ 'GET /geo': ok({ country_code2: 'DE', city: 'Berlin', blocked: false }) });
    const data = await client(fetchFn).get('/geo');
    expect(data).toEqual({ country_code2: 'DE', city: 'Berlin', blocked: false });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/v1/geo');
    const headers = new Headers(init?.headers);
    expect(headers.get('api-key')).toBe('skin-key');
    expect(headers.get('x-anon-session')).toBe('anon-1');
    expect(headers.get('x-language')).toBe('de');
    expect(headers.has('x-player-session')).toBe(false);
  });

  it('adds x-player-session when a player session is known, and builds the query', async () => {
    const fetchFn = fakeFetch({ 'GET /logos': ok({ logos: [] }) });
    await client(fetchFn, {
      getPlayerSessionId: () => 'player-1',
      getBaseUrl: () => 'https://api.example/api/v1',
    }).get('/logos', {
      query: { type: 'main', color: undefined },
    });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/v1/logos?type=main');
    expect(new Headers(init?.headers).get('x-player-session')).toBe('player-1');
  });

  it('shows the success message of a write, and of a read only when asked', async () => {
    const onSuccessMessage = vi.fn();
    const fetchFn = fakeFetch({ 'POST /contact': ok(null, 'Message sent'), 'GET /anon': ok({}, 'Welcome') });
    const api = client(fetchFn, { onSuccessMessage });
    await api.post('/contact', { name: 'A' });
    await api.get('/anon');
    expect(onSuccessMessage.mock.calls).toEqual([['Message sent']]);
    await api.get('/anon', { showMessage: true });
    expect(onSuccessMessage).toHaveBeenLastCalledWith('Welcome');
    const envelope = await api.requestEnvelope('/anon');
    expect(envelope.info.message).toBe('Welcome');
  });

  it('rejects a failed call with an ApiError holding the response body', async () => {
    const body = fail(403, 'restriction_error', 'Not available in your country').body;
    const fetchFn = fakeFetch({ 'GET /anon': { status: 403, body } });
    const error = await client(fetchFn)
      .get('/anon')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).resultCode).toBe('restriction_error');
  });

  it('rejects an envelope with success false even on HTTP 200', async () => {
    const fetchFn = fakeFetch({ 'GET /geo': { status: 200, body: fail(400, 'validation_error').body } });
    await expect(client(fetchFn).get('/geo')).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a body that is not an envelope into an ApiError', async () => {
    const fetchFn = vi.fn(
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await client(fetchFn)
      .get('/geo')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.resultCode).toBe('internal_error');
    expect(error.body.info.success).toBe(false);
  });

  it('calls onSessionExpired for session_expired', async () => {
    const onSessionExpired = vi.fn();
    const fetchFn = fakeFetch({ 'GET /player': fail(401, 'session_expired') });
    await expect(client(fetchFn, { onSessionExpired }).get('/player')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('reports transport failures as Network Error, request aborted and timeout', async () => {
    const describeTransportError = (kind: string) => `t:${kind}`;
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client(offline).get('/geo')).rejects.toMatchObject({
      kind: 'network',
      message: 'Network Error',
    });
    await expect(client(offline, { describeTransportError }).get('/geo')).rejects.toMatchObject({
      message: 't:network',
    });

    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const aborted = client(hanging).get('/geo', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ kind: 'aborted', message: 'request aborted' });

    const slow = client(hanging, { timeoutMs: 10 }).get('/geo');
    const error = await slow.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'timeout', message: 'timeout' });
  });

  it('sends a FormData body as multipart, leaving the content-type with its boundary to fetch', async () => {
    const fetchFn = fakeFetch({ 'POST /upload': ok({ id: 'd1' }) });
    const body = new FormData();
    body.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await client(fetchFn).post('/upload', body);
    const [, init] = fetchFn.mock.calls[0]!;
    expect(init?.body).toBe(body);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });
});

describe('call (routes described in the contract)', () => {
  const invoiceId = '3f0c6d9e-2b1a-4c5d-8e7f-0a1b2c3d4e5f';

  it('takes method and path from the route, fills path parameters and resolves data', async () => {
    const fetchFn = fakeFetch({ [`GET /player/deposit/${invoiceId}`]: ok({ id: invoiceId }) });
    const data = await client(fetchFn).call(playerApi.getDepositInvoice, { params: { id: invoiceId } });
    expect(data).toEqual({ id: invoiceId });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(`/api/v1/player/deposit/${invoiceId}`);
    expect(init?.method).toBe('GET');
  });

  it('sends the body as JSON with the route method, and the query of a read', async () => {
    const fetchFn = fakeFetch({
      'DELETE /player/removeFavoriteGame': ok({ favorites: [] }),
      'GET /player/favoriteGames': ok({ games: [], total: 0 }),
    });
    const api = client(fetchFn);
    await api.call(playerApi.removeFavoriteGame, { body: { gameid: 'g1', gametitle: 'Game' } });
    await api.call(playerApi.listFavoriteGames, { query: { limit: '40', offset: '0' } });
    const [, removeInit] = fetchFn.mock.calls[0]!;
    expect(removeInit?.method).toBe('DELETE');
    expect(JSON.parse(String(removeInit?.body))).toEqual({ gameid: 'g1', gametitle: 'Game' });
    expect(fetchFn.mock.calls[1]![0]).toBe('/api/v1/player/favoriteGames?limit=40&offset=0');
  });

  it('sends a described multipart upload as FormData to the filled path', async () => {
    const fetchFn = fakeFetch({ 'POST /player/uploadPlayerDocument/identity': ok({ id: 'd1' }) });
    const body = new FormData();
    body.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await client(fetchFn).call(playerApi.uploadPlayerDocument, {
      params: { documentType: 'identity' },
      body,
    });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/v1/player/uploadPlayerDocument/identity');
    expect(init?.body).toBe(body);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('resolves the whole envelope with callEnvelope, for the server message of a save', async () => {
    const fetchFn = fakeFetch({ 'POST /player/update/personal': ok(null, 'Additional information saved') });
    const envelope = await client(fetchFn).callEnvelope(playerApi.updateProfile, {
      params: { type: 'personal' },
      body: { firstName: 'Ada' },
    });
    expect(envelope.info.message).toBe('Additional information saved');
    expect(envelope.data).toBeNull();
  });
});

describe('conditional GETs (ETag)', () => {
  it('asks again with If-None-Match and answers a 304 from the kept envelope, per language', async () => {
    let language = 'de';
    const seen: (string | null)[] = [];
    const list = { games: [], total: 7, limit: 20, offset: 0 };
    const fetchFn = fakeFetch({
      'GET /games': (request) => {
        const asked = request.headers.get('if-none-match');
        seen.push(asked);
        const etag = `W/"v1-${request.headers.get('x-language')}"`;
        if (asked === etag) return new Response(null, { status: 304, headers: { etag } });
        return new Response(
          JSON.stringify({ info: { success: true, message: '', resultCode: 'ok' }, data: list }),
          {
            status: 200,
            headers: { 'content-type': 'application/json', etag },
          },
        );
      },
    });
    const api = client(fetchFn, { getLanguage: () => language });
    expect(await api.get('/games', { query: { limit: 20 } })).toEqual(list);
    expect(await api.get('/games', { query: { limit: 20 } })).toEqual(list);
    language = 'fr';
    expect(await api.get('/games', { query: { limit: 20 } })).toEqual(list);
    expect(seen).toEqual([null, 'W/"v1-de"', null]);
  });
});
