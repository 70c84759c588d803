import { errorEnvelopeSchema } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, useTestApp } from '../test/helper';
import { createAnonToken } from '../test/players';
import { rawRequest } from '../test/raw-http';

function expectEnvelope(body: string, resultCode: string) {
  const parsed = errorEnvelopeSchema.parse(JSON.parse(body));
  expect(parsed.info).toMatchObject({ success: false, resultCode });
  expect(parsed.info.message).not.toBe('');
  expect(parsed.data).toBeNull();
  return parsed;
}

describe('HTTP edges answered in the envelope', () => {
  const ctx = useTestApp();
  let port = 0;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });

  function request(method: string, target: string, headers: string[] = []) {
    const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'api-key: demo-skin-key', ...headers];
    return rawRequest(port, `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`);
  }

  it('answers a method Node does not know, on a known path, with 405 and Allow', async () => {
    const response = await request('FOO', '/api/v1/skinMenu');
    expect(response.status).toBe(405);
    expect(response.headers.allow?.split(', ')).toContain('GET');
    expectEnvelope(response.body, 'method_not_allowed');
  });

  it('answers such a method on an unknown path with 404 not_found', async () => {
    const response = await request('FOO', '/api/v1/nope');
    expect(response.status).toBe(404);
    expectEnvelope(response.body, 'not_found');
  });

  it('answers a URL past the header size limit with 431 in the envelope', async () => {
    const response = await request('GET', `/api/v1/skinMenu?q=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expectEnvelope(response.body, 'request_headers_too_large');
  });

  it('answers headers past the limit with 431 in the language asked for', async () => {
    const response = await request('GET', '/health', ['x-language: de', `x-padding: ${'b'.repeat(20_000)}`]);
    expect(response.status).toBe(431);
    const { info } = expectEnvelope(response.body, 'request_headers_too_large');
    expect(info.message).toBe('Die Header der Anfrage sind zu groß');
  });

  it('answers a request that is not HTTP with 400 bad_request', async () => {
    const response = await rawRequest(port, 'HELLO\r\n\r\n');
    expect(response.status).toBe(400);
    expectEnvelope(response.body, 'bad_request');
  });

  it('answers a URL that does not decode with 400 bad_request', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A', headers: apiHeaders() });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.body, 'bad_request');
  });

  it('answers a body past the size limit with 413 payload_too_large', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/validateField',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ field: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expectEnvelope(response.body, 'payload_too_large');
  });

  it('refuses text holding the NUL character with 400 bad_request, which PostgreSQL could not store', async () => {
    const anon = await createAnonToken(ctx.app);
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/forgottenpass',
      headers: apiHeaders({ 'x-anon-session': anon }),
      payload: { email: 'someone\u0000@example.test' },
    });
    expect(body.statusCode).toBe(400);
    expectEnvelope(body.body, 'bad_request');
    const path = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games/search/a%00b',
      headers: apiHeaders(),
    });
    expect(path.statusCode).toBe(400);
    expectEnvelope(path.body, 'bad_request');
  });

  it('answers a payment webhook for a processor nobody knows with 404, whatever the name', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/payments/webhook/${'x'.repeat(60)}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expectEnvelope(response.body, 'unknown_processor');
  });

  it('answers an unknown staff, provider or payment path with the 404 envelope, not the web app', async () => {
    for (const url of ['/staff/v1/nope', '/provider/v1/nope', '/payments/webhook/sandbox/extra']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expectEnvelope(response.body, 'not_found');
    }
  });
});
