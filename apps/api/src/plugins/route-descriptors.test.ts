import { playerRoutes } from '@casino/contract/routes/player';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper';
import type { OpenApiDocument } from '../test/openapi-responses';

/** `/deposit/:id` as the OpenAPI document writes it: `/deposit/{id}`. */
const openApiPath = (path: string) => `/api/v1${path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;

describe('the player route descriptors', () => {
  const ctx = useTestApp();
  let document: OpenApiDocument;

  beforeAll(async () => {
    document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });

  it('are each registered at their method and path', () => {
    const missing = Object.values(playerRoutes)
      .filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()])
      .map((route) => route.key);
    expect(missing).toEqual([]);
  });
});
