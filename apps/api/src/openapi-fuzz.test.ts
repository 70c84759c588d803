import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffUser } from './modules/staff/staff-users';
import { relaxedLimitsEnv } from './test/accounts';
import { insertTestGame } from './test/games';
import { useTestApp } from './test/helper';
import {
  injectOptions,
  isSignedCall,
  requestArbitrary,
  sessionHeaders,
  type Credentials,
  type Operation,
} from './test/openapi-fuzz-requests';
import { createRequestConformance } from './test/openapi-requests';
import { createResponseChecker, type OpenApiDocument } from './test/openapi-responses';
import { createAnonToken, loginAsNewPlayer } from './test/players';

/**
 * Property-based fuzzing of the API against its own OpenAPI document (what schemathesis does, in
 * JavaScript): for every operation, requests drawn from its parameter and body schemas (mostly valid,
 * partly wild) with and without sessions go through the real app. It fails on any 5xx, any answer
 * outside the envelope or not described by the document, a provider or payment call with a made-up
 * signature answered other than 401 (or 404, 400 bad_request before any check), and a request the document
 * allows that the API refuses as invalid, or the reverse.
 * FUZZ_SEED replays a run; FUZZ_RUNS sets the total number of requests.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
const totalRuns = Number(process.env.FUZZ_RUNS ?? 4000);

// Calls that end the session they are made with run last, each with a player of its own.
const sessionEnding = new Set([
  'GET /api/v1/player/logout',
  'POST /api/v1/player/selfExclusion',
  'POST /staff/v1/logout',
]);
// Bodies in each payment processor's own format (docs/payments.md), which the document does not describe.
const processorFormats = new Set(['POST /payments/webhook/{processor}']);
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
// The contact form's rules are checked on the NFC-normalised, trimmed text and count UTF-16 units
// (packages/rules contactRules, shared with the web form); JSON Schema lengths count code points of
// the raw text, so these rules are not stated exactly in the document of this one call.
const unstatableRuleCodesByCall: Record<string, Set<string>> = {
  'POST /api/v1/contact': new Set([
    'name_too_short',
    'name_too_long',
    'email_required',
    'email_invalid',
    'message_required',
    'message_too_long',
    'invalid_characters',
  ]),
  // A chat message follows the contact form's text rules (trimmed, normalised, UTF-16 units).
  'POST /api/v1/player/chat/messages': new Set([
    'message_required',
    'message_too_long',
    'invalid_characters',
  ]),
  'POST /staff/v1/chat/conversations/{id}/messages': new Set([
    'message_required',
    'message_too_long',
    'invalid_characters',
  ]),
  // A challenge's or race's window must end after it starts: a rule across two fields, which JSON
  // Schema cannot state.
  // A challenge has a tier or its own terms (not both); a currency must be one the casino keeps
  // accounts in (a list of the running configuration's currencies, not of the document).
  'POST /staff/v1/challenges': new Set(['window_ends_before_start', 'tier_or_terms', 'unsupported_currency']),
  'POST /staff/v1/slotRaces': new Set(['window_ends_before_start', 'unsupported_currency']),
  'POST /staff/v1/slotRaceTemplates': new Set(['unsupported_currency']),
  // A campaign's terms depend on its kind (a deposit match needs its percent and cap ...).
  'POST /staff/v1/bonus/campaigns': new Set(['terms_incomplete', 'window_ends_before_start']),
};

/** 401, or the call never reached a signature check: an unknown processor (404), an unreadable request. */
function isSignatureRefusal(status: number, body: string): boolean {
  if (status === 401 || status === 404) return true;
  return (
    status === 400 && (JSON.parse(body) as { info: { resultCode: string } }).info.resultCode === 'bad_request'
  );
}

/** A 400 validation_error, unless every issue is a rule the document cannot state. */
function isRefusedAsInvalid(status: number, body: string, call = ''): boolean {
  if (status !== 400) return false;
  const { info, data } = JSON.parse(body) as { info: { resultCode: string }; data: unknown };
  if (info.resultCode !== 'validation_error') return false;
  const issues = (data as { issues?: { code?: string }[] } | null)?.issues ?? [];
  const unstatable = (code: string) =>
    unstatableRuleCodes.has(code) || (unstatableRuleCodesByCall[call]?.has(code) ?? false);
  return issues.length === 0 || !issues.every((issue) => unstatable(issue.code ?? ''));
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

  function documentedOperations(): Operation[] {
    const ending = (operation: Operation) =>
      Number(sessionEnding.has(`${operation.method} ${operation.path}`));
    return Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
      )
      .sort((a, b) => ending(a) - ending(b));
  }

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('answers every generated request the way the document says', { timeout: 600_000 }, async () => {
    const { config, processors } = ctx.app;
    const check = createResponseChecker(document);
    const conforms = createRequestConformance(document, sessionHeaders);
    const resolve = (ref: string) => document.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {};
    const hints = {
      'x-provider': config.games.providers.map((provider) => provider.code),
      processor: [...processors.byName.keys()],
    };
    const operations = documentedOperations();
    const runsPerOperation = Math.max(1, Math.ceil(totalRuns / operations.length));
    process.stdout.write(
      `openapi fuzz: seed ${seed}, ${runsPerOperation} runs x ${operations.length} operations\n`,
    );

    const [provider] = config.games.providers;
    if (!provider) throw new Error('the test app has no game provider');
    // The provider has a catalogue row (as after a sync), so signed wallet calls get past the provider check.
    await insertTestGame(ctx.db, { providerCode: provider.code });
    const credentials: Credentials = {
      anon: await createAnonToken(ctx.app),
      player: (await loginAsNewPlayer(ctx.app)).token,
      staff: await staffLogin(),
      provider: { code: provider.code, secret: provider.secret },
      sandboxWebhookSecret: config.cashier.sandboxWebhookSecret,
    };
    const failures: string[] = [];
    let sent = 0;

    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      if (sessionEnding.has(name)) credentials.player = (await loginAsNewPlayer(ctx.app)).token;
      const property = fc.asyncProperty(requestArbitrary(operation, resolve, hints), async (request) => {
        sent += 1;
        const response = await ctx.app.inject(injectOptions(operation, request, credentials));
        const status = response.statusCode;
        const unsigned = isSignedCall(operation.path) && !request.signed;
        const allowed = processorFormats.has(name) ? null : conforms(name, operation.spec, request);
        const problem =
          check(operation.spec, response) ??
          (unsigned && !isSignatureRefusal(status, response.body)
            ? `made-up signature answered ${status}`
            : null) ??
          (allowed === true && isRefusedAsInvalid(status, response.body, name)
            ? 'the document allows this request, the API refuses it as invalid'
            : null) ??
          (allowed === false && status < 300 ? 'the API accepts a request the document refuses' : null);
        if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
      });
      const details = await fc.check(property, {
        seed: seed + index,
        numRuns: runsPerOperation,
        endOnFailure: true,
      });
      if (details.failed) {
        const error =
          details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
        failures.push(`${name}: ${String(error)}\n    request: ${JSON.stringify(details.counterexample)}`);
      }
    }
    process.stdout.write(`openapi fuzz: ${sent} requests, ${failures.length} failing operations\n`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
