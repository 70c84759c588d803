import { envelopeSchema, healthDataSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { testConfig, useTestApp } from '../../test/helper';

describe('GET /health', () => {
  const ctx = useTestApp();

  it('answers the envelope without an api-key and reports the database up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(healthDataSchema).parse(response.json());
    expect(body.info).toEqual({ success: true, message: '', resultCode: 'ok' });
    expect(body.data).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /health with the database down', () => {
  it('answers 503 service_unavailable without the driver error', async () => {
    // The database is the one thing faked here, at its edge: every query fails like a dropped connection.
    const unreachable = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret')),
    };
    const app = await buildApp({ config: testConfig(), db: unreachable as unknown as Database });
    try {
      const response = await app.inject({ method: 'GET', url: '/health', headers: { 'x-language': 'es' } });
      expect(response.statusCode).toBe(503);
      const body = envelopeSchema(healthDataSchema).parse(response.json());
      expect(body.info).toMatchObject({
        success: false,
        resultCode: 'service_unavailable',
        message: 'El servicio no está disponible temporalmente',
      });
      expect(body.data).toMatchObject({ status: 'degraded', database: 'down' });
      expect(response.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});
