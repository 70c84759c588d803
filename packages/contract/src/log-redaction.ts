import { headerNames } from './headers';
import { providerHeaderNames } from './values/provider';

/**
 * What of a request may reach a log. One-time tokens travel in URLs (e-mailed links, the game page's
 * launch query, the withdrawal link's API calls) and credentials in headers; a log line keeps the
 * route and the method but never one of them. Shared by the platform and the studio.
 */
export const redactedText = '[redacted]';

/** Headers that carry a credential. */
export const secretHeaderNames = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  headerNames.apiKey,
  headerNames.anonSession,
  headerNames.playerSession,
  'x-studio-session',
  'x-sportsbook-session',
  providerHeaderNames.signature,
] as const;

// A path segment after one of these is a token: the web pages of e-mailed links and their API calls.
const tokenPathMarkers = new Set(['reset-password', 'withdraw-link', 'withdrawalLink', 'register-token']);
// Query parameters named like a credential.
const secretQueryName = /token|launch|session|secret|passw|key|sig|auth|code|otp|ticket/i;
// Anything long and random enough to be a token wherever it appears (base64url or hex, 32+ characters
// with a digit), but not a UUID, which names a record and opens nothing.
const tokenLike = /^[A-Za-z0-9_-]{32,}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isTokenLike(value: string): boolean {
  return tokenLike.test(value) && /\d/.test(value) && !uuid.test(value);
}

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) =>
      (index > 0 && tokenPathMarkers.has(segments[index - 1] ?? '') && segment !== '') || isTokenLike(segment)
        ? redactedText
        : segment,
    )
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return isTokenLike(pair) ? redactedText : pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      return secretQueryName.test(name) || isTokenLike(value) ? `${name}=${redactedText}` : pair;
    })
    .join('&');
}

/** A request URL (path and query) with every token replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return redactPath(url);
  return `${redactPath(url.slice(0, question))}?${redactQuery(url.slice(question + 1))}`;
}

const urlOrPath = /^(https?:\/\/|\/)/i;

/**
 * A text with the same rules as a log line's URL when it is a URL or a path (an analytics event's
 * current_url, current_page_path, referrer); any other text as it is. The web's analytics client
 * redacts with it before sending and the API again before storing and forwarding.
 */
export function redactTokensInText(text: string): string {
  return urlOrPath.test(text) ? redactUrl(text) : text;
}

/** pino `redact` paths: credentials in headers wherever a request or response is logged whole. */
export const logRedactPaths = [
  ...secretHeaderNames.flatMap((name) => [
    `req.headers["${name}"]`,
    `res.headers["${name}"]`,
    `headers["${name}"]`,
  ]),
  '*.token',
  '*.launchToken',
  '*.sessionToken',
  '*.password',
];

interface LoggableRequest {
  method?: string | undefined;
  url?: string | undefined;
  ip?: string | undefined;
  host?: string | undefined;
  routeOptions?: { url?: string | undefined } | undefined;
  headers?: Record<string, unknown> | undefined;
  socket?: { remoteAddress?: string | undefined; remotePort?: number | undefined } | undefined;
}

/**
 * The `req` of a log line (Fastify's "incoming request"): method, the redacted URL and the route
 * pattern it matched, so the log still says which route was hit; no headers.
 */
export function serializeRequestForLog(request: LoggableRequest) {
  const host = request.host ?? request.headers?.host;
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    route: request.routeOptions?.url,
    host: typeof host === 'string' ? host : undefined,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options (pino, through Fastify) that keep tokens out of every line. */
export function redactingLoggerOptions(level: string) {
  return {
    level,
    redact: { paths: logRedactPaths, censor: redactedText },
    serializers: { req: serializeRequestForLog },
  };
}
