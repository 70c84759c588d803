import type { Envelope } from '@casino/contract/envelope';
import { headerNames } from '@casino/contract/headers';
import {
  fillPath,
  splitRouteKey,
  type ClientRoute,
  type RouteData,
  type RouteInput,
} from '@casino/contract/routes/define';
import { ApiError, TransportError, type TransportErrorKind } from './api-error';

export interface ApiClientOptions {
  /** The versioned API base, e.g. `/api/v1` or `https://api.example.com/api/v1`. */
  getBaseUrl: () => string;
  getApiKey: () => string;
  getAnonSessionId: () => string | null;
  getPlayerSessionId: () => string | null;
  getLanguage: () => string | null;
  /** Called once per failed call whose result code is `session_expired` (spec section 4). */
  onSessionExpired?: (error: ApiError) => void;
  /** Called with the server's `info.message` of a successful call that asked to show it. */
  onSuccessMessage?: (message: string) => void;
  /** Turns a transport failure into text for the user (translated by the app). */
  describeTransportError?: (kind: TransportErrorKind) => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Show a non-empty success `info.message` as a notification; on by default for writes. */
  showMessage?: boolean;
}

const transportMessages: Record<TransportErrorKind, string> = {
  network: 'Network Error',
  aborted: 'request aborted',
  timeout: 'timeout',
};

/** How a call goes, besides what the route says it takes. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'showMessage'>;

/** The second argument of `call`: optional when the route needs no params, query or body. */
type CallArgs<R extends ClientRoute> =
  object extends RouteInput<R> ? [input?: RouteInput<R> & CallOptions] : [input: RouteInput<R> & CallOptions];

export type ApiClient = ReturnType<typeof createApiClient>;

/** Shared answers kept with their ETag (the catalogue's lists and searches), the most recent ones. */
const maxKeptAnswers = 100;

export function createApiClient(options: ApiClientOptions) {
  const describe = options.describeTransportError ?? ((kind) => transportMessages[kind]);
  const timeoutMs = options.timeoutMs ?? 30_000;
  // GET answers that came with an ETag, by language and URL: asked again with If-None-Match, a 304
  // answers from here without the body travelling again.
  const kept = createKeptAnswers();
  /** Resolves the whole envelope of a successful call; rejects with ApiError or TransportError. */
  async function requestEnvelope<T>(path: string, request: RequestOptions = {}): Promise<Envelope<T>> {
    const method = request.method ?? 'GET';
    const hasBody = request.body !== undefined;
    // A FormData body (file uploads) goes as multipart: fetch writes its content-type with the boundary.
    const isFormData = typeof FormData !== 'undefined' && request.body instanceof FormData;
    const url = buildUrl(options, path, request.query);
    const headers = buildHeaders(options, hasBody && !isFormData);
    const keptKey = method === 'GET' ? `${options.getLanguage() ?? ''}|${url}` : null;
    const keptAnswer = keptKey === null ? undefined : kept.get(keptKey);
    if (keptAnswer) headers.set('if-none-match', keptAnswer.etag);
    const response = await fetchInTime(
      options.fetch ?? fetch,
      url,
      {
        method,
        headers,
        body: isFormData ? (request.body as FormData) : hasBody ? JSON.stringify(request.body) : undefined,
      },
      { signal: request.signal, timeoutMs, describe },
    );

    if (response.status === 304 && keptAnswer && keptKey !== null) {
      kept.keep(keptKey, keptAnswer.etag, keptAnswer.envelope);
      return keptAnswer.envelope as Envelope<T>;
    }
    const body = await readEnvelope<T>(response);
    const etag = response.headers.get('etag');
    if (keptKey !== null) {
      if (etag && response.ok && body.info.success) kept.keep(keptKey, etag, body);
      else kept.delete(keptKey);
    }
    if (!response.ok || !body.info.success) throw refusal(options, body, response.status);
    const showMessage = request.showMessage ?? method !== 'GET';
    if (showMessage && body.info.message) options.onSuccessMessage?.(body.info.message);
    return body;
  }

  /** Resolves `data` of a successful call. */
  async function request<T>(path: string, req: RequestOptions = {}): Promise<T> {
    return (await requestEnvelope<T>(path, req)).data;
  }

  /** Calls a described route and resolves its whole envelope (for the server's `info.message`). */
  function callEnvelope<R extends ClientRoute>(
    route: R,
    ...[input]: CallArgs<R>
  ): Promise<Envelope<RouteData<R>>> {
    const { method, path } = splitRouteKey(route);
    const { params, query, body, signal, showMessage } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: RequestOptions['query'];
      body?: unknown;
    } & CallOptions;
    return requestEnvelope<RouteData<R>>(fillPath(path, params), {
      method,
      query,
      body,
      signal,
      showMessage,
    });
  }

  /**
   * Calls a route described in the contract: its method and path from the descriptor, its params,
   * query and body checked against it at compile time, and its response data typed by it.
   */
  async function call<R extends ClientRoute>(route: R, ...args: CallArgs<R>): Promise<RouteData<R>> {
    return (await callEnvelope(route, ...args)).data;
  }

  /**
   * A file the API answers instead of an envelope (a PDF statement), fetched with the session's
   * headers; a refusal still comes as an envelope and rejects as ApiError.
   */
  const requestFile = (path: string) => fetchFile(options, path, describe);

  return {
    call,
    callEnvelope,
    requestFile,
    requestEnvelope,
    request,
    get: <T>(path: string, req: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...req, method: 'GET' }),
    post: <T>(path: string, body?: unknown, req: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...req, method: 'POST', body }),
  };
}

/** A body that is not our envelope (a proxy's HTML error page, say) still rejects as ApiError. */
async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (isEnvelope(parsed)) return parsed as Envelope<T>;
  } catch {
    // not JSON: fall through
  }
  return {
    info: {
      success: false,
      message: response.statusText || `HTTP ${response.status}`,
      resultCode: response.status >= 500 ? 'internal_error' : 'validation_error',
    },
    data: null as T,
  };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null || !('info' in value)) return false;
  const info = (value as { info: unknown }).info;
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof (info as { success?: unknown }).success === 'boolean' &&
    typeof (info as { resultCode?: unknown }).resultCode === 'string'
  );
}

/** The most recent shared answers kept with their ETag, the oldest dropped first. */
function createKeptAnswers() {
  const kept = new Map<string, { etag: string; envelope: Envelope<unknown> }>();
  return {
    get: (key: string) => kept.get(key),
    delete: (key: string) => kept.delete(key),
    keep(key: string, etag: string, envelope: Envelope<unknown>) {
      kept.delete(key);
      if (kept.size >= maxKeptAnswers) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(key, { etag, envelope });
    },
  };
}

function buildHeaders(options: ApiClientOptions, isJsonBody: boolean): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (isJsonBody) headers.set('content-type', 'application/json');
  const known: Array<[string, string | null]> = [
    [headerNames.apiKey, options.getApiKey() || null],
    [headerNames.anonSession, options.getAnonSessionId()],
    [headerNames.playerSession, options.getPlayerSessionId()],
    [headerNames.language, options.getLanguage()],
  ];
  for (const [name, value] of known) if (value) headers.set(name, value);
  return headers;
}

function buildUrl(options: ApiClientOptions, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${options.getBaseUrl()}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/**
 * One fetch that gives up after `timeoutMs` and follows the caller's abort; a failure to get any
 * response rejects as TransportError (timeout, aborted or network).
 */
async function fetchInTime(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  call: {
    signal: AbortSignal | undefined;
    timeoutMs: number;
    describe: (kind: TransportErrorKind) => string;
  },
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs);
  const onCallerAbort = () => controller.abort();
  call.signal?.addEventListener('abort', onCallerAbort);
  if (call.signal?.aborted) controller.abort();
  try {
    return await fetchFn(url, { ...init, signal: controller.signal });
  } catch {
    const kind: TransportErrorKind = timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network';
    throw new TransportError(kind, call.describe(kind));
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The ApiError of a refused call; a session that expired is reported first. */
function refusal(options: ApiClientOptions, envelope: Envelope<unknown>, status: number) {
  const error = new ApiError(envelope, status);
  if (error.resultCode === 'session_expired') options.onSessionExpired?.(error);
  return error;
}

async function fetchFile(
  options: ApiClientOptions,
  path: string,
  describe: (kind: TransportErrorKind) => string,
): Promise<Blob> {
  const headers = buildHeaders(options, false);
  headers.set('accept', '*/*');
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(buildUrl(options, path, undefined), { headers });
  } catch {
    throw new TransportError('network', describe('network'));
  }
  if (response.ok) return response.blob();
  throw refusal(options, await readEnvelope(response), response.status);
}
