import { errorEnvelopeSchema, validationErrorDataSchema } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiHeaders, useTestApp } from '../test/helper';

describe('the envelope on every error kind', () => {
  const ctx = useTestApp({
    // Test-only routes: a failing query and a schema with a body, so no production code exists for tests.
    registerExtraApiRoutes(api) {
      api.get('/test/boom', async () => {
        await api.db.execute(sql`select secret_column from no_such_table where password = 'hunter2'`);
        return null;
      });
      api.post(
        '/test/echo',
        { schema: { body: z.object({ username: z.string().min(4), age: z.number().int() }) } },
        async () => null,
      );
    },
  });

  function expectEnvelope(body: unknown, resultCode: string) {
    const parsed = errorEnvelopeSchema.parse(body);
    expect(parsed.info.success).toBe(false);
    expect(parsed.info.resultCode).toBe(resultCode);
    expect(parsed.info.message).not.toBe('');
    return parsed;
  }

  it('answers an unknown API route with 404 not_found', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope', headers: apiHeaders() });
    expect(response.statusCode).toBe(404);
    expectEnvelope(response.json(), 'not_found');
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/skinMenu',
      headers: apiHeaders(),
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expectEnvelope(response.json(), 'method_not_allowed');
    const health = await ctx.app.inject({ method: 'POST', url: '/health' });
    expect(health.statusCode).toBe(405);
  });

  it('lists each invalid field with the reason (query)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/logos?type=banner&color=pink',
      headers: apiHeaders(),
    });
    expect(response.statusCode).toBe(400);
    const { data } = expectEnvelope(response.json(), 'validation_error');
    const { issues } = validationErrorDataSchema.parse(data);
    expect(issues.map((issue) => issue.field).sort()).toEqual(['color', 'type']);
    for (const issue of issues) expect(issue.message.length).toBeGreaterThan(0);
  });

  it('lists each invalid field with the reason (body), and refuses broken JSON the same way', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: apiHeaders(),
      payload: { username: 'ab', age: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const { issues } = validationErrorDataSchema.parse(
      expectEnvelope(response.json(), 'validation_error').data,
    );
    expect(issues.map((issue) => issue.field).sort()).toEqual(['age', 'username']);

    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expectEnvelope(broken.json(), 'validation_error');
  });

  it('hides the internals of a 5xx', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/test/boom', headers: apiHeaders() });
    expect(response.statusCode).toBe(500);
    const body = expectEnvelope(response.json(), 'internal_error');
    expect(body.data).toBeNull();
    for (const leak of ['no_such_table', 'secret_column', 'hunter2', 'select', 'stack', '.ts:']) {
      expect(response.body.toLowerCase()).not.toContain(leak);
    }
  });

  it('requires a known api-key on /api/v1', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/skinMenu' });
    expect(missing.statusCode).toBe(401);
    expectEnvelope(missing.json(), 'invalid_api_key');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinMenu',
      headers: { 'api-key': 'not-a-skin' },
    });
    expect(unknown.statusCode).toBe(401);
    expectEnvelope(unknown.json(), 'invalid_api_key');
  });

  it('localizes messages by x-language, falling back to en', async () => {
    const german = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinMenu',
      headers: { 'x-language': 'de' },
    });
    expect(german.json().info.message).toBe('Ungültiger oder fehlender API-Schlüssel');
    const klingon = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinMenu',
      headers: { 'x-language': 'tlh' },
    });
    expect(klingon.json().info.message).toBe('Invalid or missing API key');
  });

  it('honours a caller x-request-id and makes one otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'trace-abc.123' },
    });
    expect(given.headers['x-request-id']).toBe('trace-abc.123');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limiting', () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: '3' } });

  it('answers 429 rate_limited in the envelope past the limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i += 1) {
      last = await ctx.app.inject({ method: 'GET', url: '/api/v1/skinConfig/all', headers: apiHeaders() });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last?.json().info).toMatchObject({ success: false, resultCode: 'rate_limited' });
    expect(last?.headers['retry-after']).toBeTruthy();
  });
});
