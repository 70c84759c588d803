import { envelopeSchema, geoDataSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { apiHeaders, useTestApp } from '../../test/helper';
import { locateIp } from './geo-reader';

// Addresses checked against the shipped DB-IP City Lite files (see the first test).
const usAddress = '8.8.8.8';
const gbAddress = '81.2.69.142';

describe('the DB-IP reader', () => {
  it('places the test addresses where the tests assume', async () => {
    expect(await locateIp(usAddress)).toMatchObject({ countryCode: 'US' });
    expect(await locateIp(gbAddress)).toEqual({ countryCode: 'GB', city: 'London' });
    expect(await locateIp('::ffff:81.2.69.142')).toMatchObject({ countryCode: 'GB' });
    expect((await locateIp('2001:4860:4860::8888')).countryCode).toMatch(/^[A-Z]{2}$/);
    for (const privateAddress of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'not-an-ip']) {
      expect(await locateIp(privateAddress)).toEqual({ countryCode: null, city: null });
    }
  });
});

describe('geo checks behind a trusted proxy', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: 'true', BLOCKED_CITIES: 'GB:London' } });
  const from = (ip: string) => apiHeaders({ 'x-forwarded-for': ip });

  it('refuses an anonymous session from a blocked country and stores nothing', async () => {
    const before = (await ctx.db.select().from(sessions)).length;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/anon', headers: from(usAddress) });
    expect(response.statusCode).toBe(403);
    expect(response.json().info).toMatchObject({ success: false, resultCode: 'restriction_error' });
    expect((await ctx.db.select().from(sessions)).length).toBe(before);
  });

  it('refuses a blocked city', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/anon', headers: from(gbAddress) });
    expect(response.statusCode).toBe(403);
    expect(response.json().info.resultCode).toBe('restriction_error');
  });

  it('answers /geo with country, city and blocked', async () => {
    const us = await ctx.app.inject({ method: 'GET', url: '/api/v1/geo', headers: from(usAddress) });
    expect(envelopeSchema(geoDataSchema).parse(us.json()).data).toMatchObject({
      country_code2: 'US',
      blocked: true,
    });
    const local = await ctx.app.inject({ method: 'GET', url: '/api/v1/geo', headers: apiHeaders() });
    expect(local.json().data).toEqual({ country_code2: null, city: null, blocked: false });
  });
});

describe('geo checks with an allowed country', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: 'true' } });

  it('creates the session and records the country', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/anon',
      headers: apiHeaders({ 'x-forwarded-for': gbAddress }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.country_code2).toBe('GB');
    const geo = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/geo',
      headers: apiHeaders({ 'x-forwarded-for': gbAddress }),
    });
    expect(geo.json().data).toEqual({ country_code2: 'GB', city: 'London', blocked: false });
  });
});

describe('geo checks without TRUST_PROXY', () => {
  const ctx = useTestApp();

  it('ignores X-Forwarded-For, so a forged header neither blocks nor unblocks', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/anon',
      headers: apiHeaders({ 'x-forwarded-for': usAddress }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.country_code2).toBeNull();
    const geo = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/geo',
      headers: apiHeaders({ 'x-forwarded-for': usAddress }),
    });
    expect(geo.json().data.country_code2).toBeNull();
  });
});
