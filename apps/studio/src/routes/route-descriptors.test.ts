import { describe, expect, it } from 'vitest';
import { allStudioRoutes } from '../contract/routes';
import { launch, studioHeaders, useStudio } from '../test/studio-app';

/** Every route of the studio comes from a descriptor of its contract, and the document shows them all. */
describe('the studio on its contract', () => {
  const ctx = useStudio();
  const described = allStudioRoutes.map((route) => `${route.method} /studio${route.path}`);

  it('registers every route from a descriptor, and every descriptor as a route', () => {
    expect(ctx.routes.length).toBeGreaterThan(20);
    expect(ctx.routes.filter((route) => !described.includes(route))).toEqual([]);
    expect(described.filter((route) => !ctx.routes.includes(route))).toEqual([]);
  });

  it('serves its OpenAPI document with each route, its schemas and its result codes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/studio/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json().data as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(operations.sort()).toEqual([...described].sort());
    const play = document.paths['/studio/api/play']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, unknown>;
      description: string;
      tags: string[];
    };
    expect(play.requestBody.content['application/json'].schema.required).toContain('stake');
    expect(Object.keys(play.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    expect(play.description).toContain('insufficient_funds');
    expect(play.tags).toEqual(['game page']);
    const step = document.paths['/studio/api/rounds/{id}/step']!.post as { parameters: { name: string }[] };
    expect(step.parameters.map((parameter) => parameter.name)).toEqual(['id']);
  });

  it('refuses a body its descriptor does not allow, with the field that failed', async () => {
    const { token } = await launch(ctx.app, 'dice', 'fun');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/studio/api/seeds/rotate',
      headers: { ...studioHeaders(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ clientSeed: 'tab\there' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().info).toMatchObject({
      resultCode: 'validation_error',
      message: 'printable characters only',
    });
    expect(response.json().data.issues).toEqual([
      { field: 'body.clientSeed', message: 'printable characters only' },
    ]);
  });
});
