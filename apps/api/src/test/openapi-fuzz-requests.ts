import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sandboxSignatureHeader, signSandboxBody } from '../modules/cashier/sandbox-processor';
import { signBody } from '@casino/contract/signature';
import { apiHeaders, testApiKey } from './helper';
import { arbitraryFor, wildString, wildValue, type JsonSchema } from './openapi-arbitraries';
import type { OpenApiOperation, OpenApiParameter } from './openapi-responses';

export type Session = 'none' | 'anon' | 'player' | 'staff' | 'bogus';
type ApiKey = 'valid' | 'none' | 'bogus';

/** One drawn request: parameter texts, body, and which credentials go with it. */
export interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  session: Session;
  apiKey: ApiKey;
  language: string | undefined;
  /** For provider and payment calls: signed with the real secret, or left with a made-up signature. */
  signed: boolean;
  body: unknown;
}

export interface Operation {
  method: string;
  path: string;
  spec: OpenApiOperation;
}

/** What the test app holds: sessions of each kind and the secrets of the signed calls. */
export interface Credentials {
  anon: string;
  player: string;
  staff: string;
  provider: { code: string; secret: string };
  sandboxWebhookSecret: string;
}

/** Headers the fuzzer sets itself (sessions, language), not drawn from the document. */
export const sessionHeaders = new Set(['x-anon-session', 'x-player-session', 'x-language']);

export function isSignedCall(path: string) {
  return path.startsWith('/provider/v1/') || path.startsWith('/payments/webhook/');
}

/** Query, path and header values travel as text. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}
// Header values a real HTTP client can send (printable ASCII).
const asHeader = (value: unknown) => asText(value).replace(/[^\x20-\x7e]/g, '');

function weighted<T extends string>(weights: Record<T, number>): fc.Arbitrary<T> {
  return fc.oneof(
    ...Object.entries<number>(weights).map(([value, weight]) => ({
      arbitrary: fc.constant(value as T),
      weight,
    })),
  );
}

// Mostly the session the call is for, so its handler is reached; the others for the refusals.
function sessionArbitrary(path: string): fc.Arbitrary<Session> {
  const owner: Session = path.startsWith('/staff/')
    ? 'staff'
    : path.startsWith('/api/v1/player/')
      ? 'player'
      : 'anon';
  return weighted<Session>({ none: 1, anon: 1, player: 1, staff: 1, bogus: 1, [owner]: 6 });
}

/** Values that get a request past the first gate (a configured provider, a known processor), by name. */
export type Hints = Record<string, string[]>;

export function requestArbitrary(
  operation: Operation,
  resolve: (ref: string) => JsonSchema,
  hints: Hints,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.spec.parameters ?? [];
  const valueOf = (parameter: OpenApiParameter) => {
    const drawn = arbitraryFor(parameter.schema ?? {}, resolve, 1);
    const known = hints[parameter.name];
    return known ? fc.oneof(fc.constantFrom(...known), drawn) : drawn;
  };
  const group = (where: OpenApiParameter['in'], map: (value: unknown) => string) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === where && !sessionHeaders.has(parameter.name))
          .map((parameter) => {
            const value = valueOf(parameter).map(map);
            return [parameter.name, parameter.required ? value : fc.option(value, { nil: undefined })];
          }),
      ),
    ) as fc.Arbitrary<Record<string, string>>;
  const bodySchema = operation.spec.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema
    ? fc.oneof(
        { arbitrary: arbitraryFor(bodySchema, resolve, 1), weight: 9 },
        { arbitrary: wildValue, weight: 1 },
      )
    : operation.method === 'GET'
      ? fc.constant(undefined)
      : fc.option(wildValue, { nil: undefined, freq: 4 });
  const language = fc.oneof(fc.constantFrom('en', 'de', 'no', 'pt-BR', 'xx'), wildString.map(asHeader));
  return fc.record({
    path: group('path', asText),
    query: group('query', asText),
    headers: group('header', asHeader),
    session: sessionArbitrary(operation.path),
    apiKey: weighted<ApiKey>({ valid: 8, none: 1, bogus: 1 }),
    language: fc.option(language, { nil: undefined }),
    signed: fc.boolean(),
    body,
  });
}

function urlOf(operation: Operation, pathValues: Record<string, string>, request: FuzzRequest) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(pathValues[name] ?? ''),
  );
  const query = new URLSearchParams(
    Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** The request as the app receives it: credentials, the drawn headers, and a signature when asked. */
export function injectOptions(
  operation: Operation,
  request: FuzzRequest,
  credentials: Credentials,
): InjectOptions {
  const sessions: Record<Session, Record<string, string>> = {
    none: {},
    anon: { 'x-anon-session': credentials.anon },
    player: { 'x-player-session': credentials.player },
    staff: { authorization: `Bearer ${credentials.staff}` },
    bogus: { 'x-player-session': 'not-a-session', 'x-anon-session': 'nope', authorization: 'Bearer nope' },
  };
  const keys: Record<ApiKey, Record<string, string>> = {
    valid: apiHeaders(),
    none: {},
    bogus: { 'api-key': `${testApiKey}-not` },
  };
  const headers: Record<string, string> = { ...keys[request.apiKey], ...sessions[request.session] };
  for (const [key, value] of Object.entries(request.headers)) if (value !== undefined) headers[key] = value;
  if (request.language !== undefined) headers['x-language'] = request.language;
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';

  let pathValues = request.path;
  if (request.signed && operation.path.startsWith('/provider/v1/')) {
    headers['x-provider'] = credentials.provider.code;
    headers['x-signature'] = signBody(credentials.provider.secret, payload ?? '');
  } else if (request.signed && operation.path.startsWith('/payments/webhook/')) {
    pathValues = { ...pathValues, processor: 'sandbox' };
    headers[sandboxSignatureHeader] = signSandboxBody(payload ?? '', credentials.sandboxWebhookSecret);
  }
  return {
    method: operation.method as InjectOptions['method'],
    url: urlOf(operation, pathValues, request),
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}
