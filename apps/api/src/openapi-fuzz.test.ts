import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffUser } from './modules/staff/staff-users';
import { relaxedLimitsEnv } from './test/accounts';
import { apiHeaders, testApiKey, useTestApp } from './test/helper';
import { arbitraryFor, wildString, wildValue, type JsonSchema } from './test/openapi-arbitraries';
import {
  createResponseChecker,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from './test/openapi-responses';
import { createRequestConformance } from './test/openapi-requests';
import { createAnonToken, loginAsNewPlayer } from './test/players';

/**
 * Property-based fuzzing of the API against its own OpenAPI document (what schemathesis does, in
 * JavaScript): for every operation, requests drawn from its parameter and body schemas (mostly valid,
 * partly wild) with and without sessions go through the real app; any 5xx, any answer outside the
 * envelope, and any status or body the document does not describe fails the run.
 * FUZZ_SEED replays a run; FUZZ_RUNS sets the total number of requests.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
const totalRuns = Number(process.env.FUZZ_RUNS ?? 4000);

// Calls that end the session they are made with run last, each with a player of its own.
const sessionEnding = new Set(['GET /api/v1/player/logout', 'POST /api/v1/player/selfExclusion']);
// Signed by a provider or a payment processor: a request without a good signature never gets past 401.
const signedPrefixes = ['/provider/v1/', '/payments/webhook/'];
// Field rules JSON Schema cannot state (another field, today's date, the configured currency and country
// lists): a refusal carrying only these codes is still what the document promises.
const unstatableRuleCodes = new Set([
  'passwords_do_not_match',
  'birth_date_required',
  'birth_date_invalid',
  'must_be_18_or_over',
  'currency_required',
  'currency_invalid',
  'country_required',
  'country_invalid',
  'country_blocked',
]);
const sessionHeaders = new Set(['x-anon-session', 'x-player-session', 'x-language']);

type Session = 'none' | 'anon' | 'player' | 'staff' | 'bogus';
type ApiKey = 'valid' | 'none' | 'bogus';

interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  session: Session;
  apiKey: ApiKey;
  language: string | undefined;
  body: unknown;
}

interface Operation {
  method: string;
  path: string;
  spec: OpenApiOperation;
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
type Hints = Record<string, string[]>;

function requestArbitrary(operation: Operation, resolve: (ref: string) => JsonSchema, hints: Hints) {
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
          .map((parameter) => [
            parameter.name,
            parameter.required
              ? valueOf(parameter).map(map)
              : fc.option(valueOf(parameter).map(map), { nil: undefined }),
          ]),
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
  return fc.record({
    path: group('path', asText),
    query: group('query', asText),
    headers: group('header', asHeader),
    session: sessionArbitrary(operation.path),
    apiKey: weighted<ApiKey>({ valid: 8, none: 1, bogus: 1 }),
    language: fc.option(
      fc.oneof(fc.constantFrom('en', 'de', 'no', 'pt-BR', 'xx'), wildString.map(asHeader)),
      {
        nil: undefined,
      },
    ),
    body,
  }) as fc.Arbitrary<FuzzRequest>;
}

/** A 400 validation_error, unless every issue is a rule the document cannot state. */
function isRefusedAsInvalid(status: number, body: string): boolean {
  if (status !== 400) return false;
  const { info, data } = JSON.parse(body) as { info: { resultCode: string }; data: unknown };
  if (info.resultCode !== 'validation_error') return false;
  const issues = (data as { issues?: { code?: string }[] } | null)?.issues ?? [];
  return issues.length === 0 || !issues.every((issue) => unstatableRuleCodes.has(issue.code ?? ''));
}

function urlOf(operation: Operation, request: FuzzRequest) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(request.path[name] ?? ''),
  );
  const query = new URLSearchParams(
    Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
}

describe('the API against its OpenAPI document (property-based fuzzing)', () => {
  const ctx = useTestApp({ env: { ...relaxedLimitsEnv, RATE_LIMIT_MAX: '1000000' } });
  let document: OpenApiDocument;

  async function staffLogin(): Promise<string> {
    const credentials = { username: 'fuzz-admin', password: 'fuzz-admin-password' };
    await upsertStaffUser(ctx.db, { ...credentials, role: 'admin', now: new Date() });
    const response = await ctx.app.inject({ method: 'POST', url: '/staff/v1/login', payload: credentials });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { token: string } }).data.token;
  }

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it(
    'answers every generated request with a 2xx-4xx the document describes',
    { timeout: 600_000 },
    async () => {
      const check = createResponseChecker(document);
      const hints: Hints = {
        'x-provider': ctx.app.config.games.providers.map((provider) => provider.code),
        processor: [...ctx.app.processors.byName.keys()],
      };
      const conforms = createRequestConformance(document, sessionHeaders);
      const resolve = (ref: string) => document.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {};
      const operations: Operation[] = Object.entries(document.paths)
        .flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
        )
        .sort(
          (a, b) =>
            Number(sessionEnding.has(`${a.method} ${a.path}`)) -
            Number(sessionEnding.has(`${b.method} ${b.path}`)),
        );
      const runsPerOperation = Math.max(1, Math.ceil(totalRuns / operations.length));
      process.stdout.write(
        `openapi fuzz: seed ${seed}, ${runsPerOperation} runs x ${operations.length} operations\n`,
      );

      const anon = await createAnonToken(ctx.app);
      const staffToken = await staffLogin();
      let player = await loginAsNewPlayer(ctx.app);
      const failures: string[] = [];
      let sent = 0;

      for (const [index, operation] of operations.entries()) {
        const name = `${operation.method} ${operation.path}`;
        if (sessionEnding.has(name)) player = await loginAsNewPlayer(ctx.app);
        const isSigned = signedPrefixes.some((prefix) => operation.path.startsWith(prefix));
        const property = fc.asyncProperty(requestArbitrary(operation, resolve, hints), async (request) => {
          const sessions: Record<Session, Record<string, string>> = {
            none: {},
            anon: { 'x-anon-session': anon },
            player: { 'x-player-session': player.token },
            staff: { authorization: `Bearer ${staffToken}` },
            bogus: {
              'x-player-session': 'not-a-session',
              'x-anon-session': 'nope',
              authorization: 'Bearer nope',
            },
          };
          const keys: Record<ApiKey, Record<string, string>> = {
            valid: apiHeaders(),
            none: {},
            bogus: { 'api-key': `${testApiKey}-not` },
          };
          const headers: Record<string, string> = { ...keys[request.apiKey], ...sessions[request.session] };
          for (const [key, value] of Object.entries(request.headers))
            if (value !== undefined) headers[key] = value;
          if (request.language !== undefined) headers['x-language'] = request.language;
          const hasBody = request.body !== undefined;
          if (hasBody) headers['content-type'] = 'application/json';
          sent += 1;
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url: urlOf(operation, request),
            headers,
            ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
          });
          const allowed = conforms(name, operation.spec, request);
          const refusedAsInvalid = isRefusedAsInvalid(response.statusCode, response.body);
          const problem =
            check(operation.spec, response) ??
            (isSigned && response.statusCode < 300
              ? 'a request with a made-up signature was accepted'
              : null) ??
            (allowed && refusedAsInvalid
              ? 'the document allows this request, the API refuses it as invalid'
              : null) ??
            (!allowed && response.statusCode < 300 ? 'the API accepts a request the document refuses' : null);
          if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
        });
        const details = await fc.check(property, {
          seed: seed + index,
          numRuns: runsPerOperation,
          endOnFailure: true,
        });
        if (details.failed) {
          const error =
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance);
          failures.push(
            `${name}: ${error}\n    request: ${JSON.stringify(details.counterexample)?.slice(0, 600)}`,
          );
        }
      }
      process.stdout.write(`openapi fuzz: ${sent} requests, ${failures.length} failing operations\n`);
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );
});
