import type { Envelope } from '@casino/contract/envelope';
import { sportsbookSessionHeader } from '@casino/contract/routes/sportsbook-keys';

const tokenKey = 'sportsbook.session';
/** Where the sportsbook is mounted (the build's base, /sportsbook-api/). */
export const mountPath = import.meta.env.BASE_URL.replace(/\/$/, '');

/**
 * The launch token from the URL the platform opened, kept for this tab in sessionStorage; the URL is
 * then replaced so the token stays out of the history (and out of a shared link).
 */
export function takeLaunchToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('launch');
  if (fromUrl) {
    sessionStorage.setItem(tokenKey, fromUrl);
    url.searchParams.delete('launch');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return fromUrl ?? sessionStorage.getItem(tokenKey);
}

/** A refused call: the contract's result code, the server's message (in the player's language) and data. */
export class ApiRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiRefusal';
  }
}

export type ApiMethod = 'GET' | 'POST' | 'PUT';
export type ApiCall = <T>(method: ApiMethod, path: string, body?: unknown) => Promise<T>;

/** Calls the sportsbook's API with the session header; a refusal throws ApiRefusal with its code. */
export function createApi(token: string, fetcher: typeof fetch = fetch): ApiCall {
  return async <T>(method: ApiMethod, path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${mountPath}/api${path}`, {
        method,
        headers: {
          [sportsbookSessionHeader]: token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiRefusal('network_error', '', null);
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!envelope) throw new ApiRefusal('internal_error', '', null);
    if (!envelope.info.success)
      throw new ApiRefusal(envelope.info.resultCode, envelope.info.message, envelope.data);
    return envelope.data;
  };
}

/** The push socket's address on this origin. */
export function pushUrl(token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${mountPath}/api/push?session=${encodeURIComponent(token)}`;
}
