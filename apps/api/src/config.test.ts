import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig } from './config';
import { defaultWebDistDir } from './paths';

describe('buildConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = buildConfig({}, '/srv/casino');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/casino/data',
      databaseUrl: null,
      trustProxy: false,
      skinApiKey: 'demo-skin-key',
      blockedCities: [],
      corsOrigins: [],
      webDistDir: defaultWebDistDir,
      webApiHosts: {},
      logLevel: 'info',
      environment: 'development',
      rateLimitMax: 600,
    });
    expect(config.sessions.anon).toEqual({ idleMs: 7 * 24 * 3_600_000, absoluteMs: 30 * 24 * 3_600_000 });
    expect(config.sessions.player).toEqual({ idleMs: 3_600_000, absoluteMs: 24 * 3_600_000 });
  });

  it('points the default web dist at apps/web/dist', () => {
    expect(defaultWebDistDir).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads lists, JSON and the trust-proxy forms', () => {
    const config = buildConfig({
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      BLOCKED_CITIES: 'CA:Toronto, GB:Leeds',
      CORS_ORIGINS: 'https://a.example,https://b.example',
      WEB_API_HOSTS: '{"casino.example":"https://api.casino.example/api/v1"}',
      PLAYER_SESSION_IDLE_MINUTES: '15',
    });
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.blockedCities).toEqual(['CA:Toronto', 'GB:Leeds']);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.webApiHosts).toEqual({ 'casino.example': 'https://api.casino.example/api/v1' });
    expect(config.sessions.player.idleMs).toBe(15 * 60_000);
    expect(buildConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(buildConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(buildConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('stops with a message naming the bad key', () => {
    expect(() => buildConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => buildConfig({ WEB_API_HOSTS: '{not json' })).toThrow(/WEB_API_HOSTS/);
    expect(() => buildConfig({ BLOCKED_CITIES: 'Toronto' })).toThrow(/BLOCKED_CITIES/);
    expect(() => buildConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
    expect(() => buildConfig({ ANON_SESSION_IDLE_MINUTES: '-1' })).toThrow(/ANON_SESSION_IDLE_MINUTES/);
    expect(() => buildConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('lists the studio first among game providers, then GAME_PROVIDERS, and refuses a clash', () => {
    const config = buildConfig({
      PORT: '4000',
      GAME_PROVIDERS:
        '[{"code":"aggregator","url":"https://agg.example/api/","secret":"aggregator-secret-123"}]',
    });
    expect(config.games.providers).toEqual([
      { code: 'nova-studio', url: 'http://127.0.0.1:4000/studio', secret: 'studio-secret-change-me-please' },
      { code: 'aggregator', url: 'https://agg.example/api', secret: 'aggregator-secret-123' },
    ]);
    expect(config.games).toMatchObject({ studioEmbedded: true, syncMs: 600_000, launchTokenMs: 300_000 });
    expect(() =>
      buildConfig({
        GAME_PROVIDERS: '[{"code":"nova-studio","url":"https://x.example","secret":"0123456789abcdef"}]',
      }),
    ).toThrow(/GAME_PROVIDERS/);
    expect(() => buildConfig({ GAME_PROVIDERS: '[{"code":"x"}]' })).toThrow(/GAME_PROVIDERS/);
    expect(() => buildConfig({ STUDIO_SECRET: 'short' })).toThrow(/STUDIO_SECRET/);
  });
});
