import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, useTestApp } from '../test/helper';
import type { JsonSchema } from '../test/openapi-arbitraries';
import { compileEveryResponseSchema, type OpenApiDocument } from '../test/openapi-responses';
import { loginAsNewPlayer } from '../test/players';

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

describe('the OpenAPI document says what the API accepts', () => {
  const ctx = useTestApp({
    // What an embedded provider mounts beside the platform (main.ts mounts the studio so).
    registerExtraRoutes(app) {
      app.get('/studio/ping', async () => 'pong');
    },
  });
  let document: OpenApiDocument;

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  function operation(method: string, path: string) {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  }

  it('resolves every $ref, the menu items of GET /skinMenu included', () => {
    const refs = refsIn(document);
    expect(refs).toContain('#/components/schemas/MenuItem');
    for (const ref of refs) {
      const name = ref.replace('#/components/schemas/', '');
      expect(document.components?.schemas?.[name], ref).toBeDefined();
    }
    expect(compileEveryResponseSchema(document)).toEqual([]);
  });

  it('bounds every page limit to 1..100, as the API does', async () => {
    const limits = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, spec]) =>
        (spec.parameters ?? [])
          .filter((parameter) => parameter.name === 'limit')
          .map((parameter) => ({ at: `${method} ${path}`, schema: parameter.schema })),
      ),
    );
    // 7, the content lists' two, the leaderboard page (issue 16), a bonus's rounds (one paging style)
    // the staff audit and the promotion codes' list (issue 29).
    expect(limits).toHaveLength(13);
    for (const { at, schema } of limits) {
      expect(schema, at).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    }
    for (const url of [
      '/api/v1/games?limit=0',
      '/api/v1/games/mostPlayed/all/0',
      '/api/v1/games?limit=101',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: apiHeaders() });
      expect(response.statusCode, url).toBe(400);
    }
    const smallest = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games?limit=1',
      headers: apiHeaders(),
    });
    expect(smallest.statusCode).toBe(200);
  });

  it('gives the gameHistory gameId as a UUID, which is what the API takes', async () => {
    const body = operation('post', '/api/v1/player/gameHistory').requestBody?.content?.['application/json']
      ?.schema as JsonSchema;
    expect(body.properties?.gameId).toMatchObject({ type: 'string', format: 'uuid' });
    const player = await loginAsNewPlayer(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/gameHistory',
      headers: apiHeaders({ 'x-player-session': player.token }),
      payload: { gameId: 'not-a-uuid' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].field).toBe('gameId');
  });

  it('lists null among the values of a nullable enum (reality check interval)', () => {
    const body = operation('post', '/api/v1/player/realityCheck').requestBody?.content?.['application/json']
      ?.schema as JsonSchema;
    expect(body.properties?.intervalMinutes?.enum).toContain(null);
  });

  it("leaves out routes that are not the platform's (an embedded provider's)", () => {
    expect(document.paths['/studio/ping']).toBeUndefined();
    expect(Object.keys(document.paths).length).toBeGreaterThan(70);
  });

  it('documents the answers and the bearer token of every staff call', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!path.startsWith('/staff/v1/')) continue;
      for (const [method, spec] of Object.entries(methods)) {
        expect(Object.keys(spec.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['200', '4XX']),
        );
        const security = (spec as { security?: unknown }).security;
        expect(security, `${method} ${path}`).toEqual(
          path === '/staff/v1/login' || path === '/staff/v1/captcha' ? [] : [{ staffBearer: [] }],
        );
      }
    }
  });
});
