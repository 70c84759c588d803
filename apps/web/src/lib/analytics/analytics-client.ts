/**
 * A small client of Mixpanel's ingestion protocol (what mixpanel-browser sends), pointed at our own
 * endpoints: events are queued and posted as a form whose `data` is the base64 of the JSON batch, a
 * batch of at most 50 every 5,000 ms (or as soon as 50 are queued), each request abandoned after
 * 90,000 ms; the visitor's distinct id lives in a first-party cookie for 365 days (spec section 9).
 * Nothing is queued, sent or written without consent, and a refusal drops the queue and the cookie.
 * One-time tokens in a URL or path property (a page view of a reset-password link) never leave: they
 * are redacted by the log's rules before an event is queued.
 */
import { redactTokensInText } from '@casino/contract/log-redaction';
import { createBatchQueue, type QueuedItem } from './analytics-queue';

export const analyticsSettings = {
  batchSize: 50,
  flushMs: 5_000,
  requestTimeoutMs: 90_000,
  cookieExpiryDays: 365,
} as const;

export type ConsentState = 'unknown' | 'granted' | 'denied';
export type Properties = Record<string, string | number | boolean | null>;

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

export interface AnalyticsClientOptions {
  /** Base of the ingestion endpoints: `${apiHost}/track`, `/engage`. */
  apiHost: () => string;
  /** The project token (our skin's public api-key). */
  token: () => string;
  consent: () => ConsentState;
  cookies: CookieJar;
  fetchFn?: typeof fetch;
  now?: () => number;
  randomId?: () => string;
}

const maxQueued = 1_000;

export function cookieNameOf(token: string): string {
  return `nova_mp_${token.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function defaultRandomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function redacted(properties: Properties): Properties {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === 'string' ? redactTokensInText(value) : value,
    ]),
  );
}

/** Posts one batch as Mixpanel's form; whether it is done with (sent, or refused as bad input). */
async function postBatch(fetchFn: typeof fetch, url: string, batch: QueuedItem[]): Promise<boolean> {
  const controller = new AbortController();
  const abort = setTimeout(() => controller.abort(), analyticsSettings.requestTimeoutMs);
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: base64Json(batch.map((item) => item.payload)) }).toString(),
      credentials: 'omit',
      keepalive: true,
      signal: controller.signal,
    });
    // A refused batch (400, 413) would be refused again: dropped. Over a budget (429) or down: kept.
    return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  } catch {
    return false;
  } finally {
    clearTimeout(abort);
  }
}

export function createAnalyticsClient(options: AnalyticsClientOptions) {
  const fetchFn = options.fetchFn ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? (() => Date.now());
  const randomId = options.randomId ?? defaultRandomId;
  let superProperties: Properties = {};
  const isAllowed = () => options.consent() === 'granted';
  const queue = createBatchQueue({
    batchSize: analyticsSettings.batchSize,
    flushMs: analyticsSettings.flushMs,
    maxQueued,
    isAllowed,
    send: (endpoint, batch) => postBatch(fetchFn, `${options.apiHost()}/${endpoint}/?ip=1&_=${now()}`, batch),
  });

  function distinctId(): string {
    const name = cookieNameOf(options.token());
    const stored = options.cookies.get(name);
    if (stored) return stored;
    const fresh = `$device:${randomId()}`;
    options.cookies.set(name, fresh, analyticsSettings.cookieExpiryDays * 86_400);
    return fresh;
  }

  return {
    /** Properties sent with every later event (utm fields of the landing, for one). */
    register(properties: Properties): void {
      superProperties = { ...superProperties, ...properties };
    },
    track(event: string, properties: Properties = {}): void {
      if (!isAllowed()) return;
      queue.enqueue({
        endpoint: 'track',
        payload: {
          event,
          properties: {
            ...redacted({ ...superProperties, ...properties }),
            token: options.token(),
            distinct_id: distinctId(),
            time: now(),
            $insert_id: randomId(),
          },
        },
      });
    },
    /** The player is known: later events carry their id, and their profile gets the e-mail and name. */
    identify(userId: string, profile: Properties = {}): void {
      if (!isAllowed()) return;
      const name = cookieNameOf(options.token());
      if (options.cookies.get(name) !== userId)
        options.cookies.set(name, userId, analyticsSettings.cookieExpiryDays * 86_400);
      queue.enqueue({
        endpoint: 'engage',
        payload: { $token: options.token(), $distinct_id: userId, $time: now(), $set: profile },
      });
    },
    flush: queue.flush,
    /** Consent changed: a refusal forgets the queue and the visitor's cookie at once. */
    consentChanged(): void {
      if (options.consent() === 'granted') {
        queue.start();
        return;
      }
      queue.clear();
      options.cookies.remove(cookieNameOf(options.token()));
    },
    pending: queue.pending,
    stop: queue.stop,
  };
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;
