import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ingestEvents } from './ingest-events';
import { analyticsKinds, itemCaps, type AnalyticsKind } from './parse-payload';

/**
 * Mixpanel-compatible ingestion (ARCHITECTURE.md, analytics): /analytics/{track,engage,groups}, by GET
 * (`?data=`) or POST (a form or a JSON body with `data`, or the JSON batch itself), `data` in base64 or
 * JSON. Answers as Mixpanel does: `1` or `0`, or `{ status, error }` with `verbose=1`. Registered by hand:
 * the protocol is Mixpanel's, not our envelope, and mixpanel-browser sends no api-key.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  const bodyLimit = itemCaps.maxBodyBytes;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, parseQuery(String(body)));
    },
  );
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, null);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, parseQuery(String(body)));
  });

  const rateLimit = { max: app.config.engage.analyticsPerMinute, timeWindow: '1 minute' };

  for (const kind of analyticsKinds) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => ingest(app, kind, request, reply);
    for (const url of [`/${kind}`, `/${kind}/`]) {
      app.route({ method: ['GET', 'POST'], url, config: { rateLimit }, schema: { hide: true }, handler });
    }
  }
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

async function ingest(
  app: FastifyInstance,
  kind: AnalyticsKind,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body as unknown;
  const bodyData =
    Array.isArray(body) ||
    (body && typeof body === 'object' && !('data' in body) && ('event' in body || '$token' in body))
      ? body
      : body && typeof body === 'object'
        ? first((body as Record<string, unknown>).data)
        : undefined;
  const data = bodyData ?? first(query.data);
  const verbose =
    first(query.verbose) === '1' ||
    (body && typeof body === 'object' && first((body as Record<string, unknown>).verbose) === '1');
  const { engage } = app.config;
  const result = await ingestEvents(app.db, {
    kind,
    data,
    now: app.now(),
    budget: {
      address: request.ip,
      perAddress: engage.analyticsEventsPerAddress,
      global: engage.analyticsEventsPerMinute,
    },
  });
  reply.header('cache-control', 'no-store');
  // Mixpanel's answer either way; the status says what was wrong (mixpanel-browser retries only 429 and 5xx).
  if (result.refusal) reply.code(result.refusal === 'rate_limited' ? 429 : 400);
  if (verbose) return reply.type('application/json').send({ status: result.ok ? 1 : 0, error: result.error });
  return reply.type('text/plain').send(result.ok ? '1' : '0');
}
