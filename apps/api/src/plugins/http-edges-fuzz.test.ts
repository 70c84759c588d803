import { infoSchema } from '@casino/contract';
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { useTestApp } from '../test/helper';
import { rawRequest } from '../test/raw-http';

/**
 * Property-based fuzzing of the HTTP edge over a real socket: request lines, methods, URLs and header
 * sizes no HTTP client would send. Whatever Node, Fastify or a route answers, it answers in the
 * envelope and never with a 5xx. FUZZ_SEED replays a run.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);

const methods = fc.oneof(
  fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'FOO', 'get', 'G ET', ''),
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ-_!'.split('')),
    minLength: 1,
    maxLength: 12,
  }),
);
const knownPaths = fc.constantFrom(
  '/health',
  '/api/v1/skinMenu',
  '/api/v1/games',
  '/api/v1/games/search/reel',
  '/api/v1/player/login',
  '/staff/v1/withdrawals',
  '/provider/v1/bet',
  '/payments/webhook/sandbox',
  '/api/v1/nope',
);
// Another segment or a query: the path stays one the API owns (others are the web app's navigation).
const pathTails = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?limit=0', '?limit=%ZZ', '/%E0%A4%A', '/%00', '//', '/..', '?a=b&a=c', '?#x'),
  fc.string({ maxLength: 30 }).map((text) => `/${encodeURIComponent(text)}`),
  fc.integer({ min: 1, max: 40_000 }).map((length) => `?q=${'a'.repeat(length)}`),
);
const headerPadding = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 2_000 }),
  fc.integer({ min: 15_000, max: 40_000 }),
);
const versions = fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTX/1.1', '');

describe('the HTTP edge under fuzzing (raw socket)', () => {
  const ctx = useTestApp();
  let port = 0;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });

  it('answers every request in the envelope, never with a 5xx', { timeout: 300_000 }, async () => {
    const request = fc.record({
      method: methods,
      path: knownPaths,
      tail: pathTails,
      version: versions,
      padding: headerPadding,
      body: fc.option(fc.oneof(fc.constant('{"username":'), fc.json()), { nil: undefined }),
    });
    const property = fc.asyncProperty(request, async ({ method, path, tail, version, padding, body }) => {
      const lines = [
        `${method} ${path}${tail} ${version}`.trim(),
        'Host: localhost',
        'api-key: demo-skin-key',
      ];
      if (padding > 0) lines.push(`x-padding: ${'p'.repeat(padding)}`);
      if (body !== undefined)
        lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
      const response = await rawRequest(
        port,
        `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n${body ?? ''}`,
      );
      if (Number.isNaN(response.status)) throw new Error('the connection closed without an answer');
      if (response.status >= 500)
        throw new Error(`answered ${response.status}: ${response.body.slice(0, 200)}`);
      if (method === 'HEAD' || response.status === 304) return;
      const info = infoSchema.safeParse((JSON.parse(response.body) as { info?: unknown }).info);
      if (!info.success) throw new Error(`not the envelope: ${response.body.slice(0, 200)}`);
      if (response.status === 405 && !response.headers.allow) throw new Error('405 without Allow');
    });
    process.stdout.write(`http edge fuzz: seed ${seed}\n`);
    await fc.assert(property, {
      seed,
      numRuns: Number(process.env.FUZZ_EDGE_RUNS ?? 300),
      endOnFailure: true,
    });
  });
});
