import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig } from './config';
import { defaultWebDistDir } from './paths';
import { generateSecret } from './secrets/secret-rules';

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
    for (const ratio of ['-1', '2x', '1.005', 'two'])
      expect(() => buildConfig({ WITHDRAWAL_RISK_RATIO_ABOVE: ratio })).toThrow(
        /WITHDRAWAL_RISK_RATIO_ABOVE/,
      );
    for (const days of ['0', '366', '1.5'])
      expect(() => buildConfig({ WITHDRAWAL_RISK_BONUS_DAYS: days })).toThrow(/WITHDRAWAL_RISK_BONUS_DAYS/);
    expect(
      buildConfig({ WITHDRAWAL_RISK_RATIO_ABOVE: '1.5', WITHDRAWAL_RISK_BONUS_DAYS: '14' }).cashier
        .withdrawalRisk,
    ).toEqual({ ratioAbove: '1.5', bonusDays: 14 });
    expect(buildConfig({}).cashier.withdrawalRisk).toEqual({ ratioAbove: '2', bonusDays: 30 });
  });

  it('lists the studio first among game providers, then GAME_PROVIDERS, and refuses a clash', () => {
    const config = buildConfig({
      PORT: '4000',
      SPORTSBOOK_EMBEDDED: 'false',
      GAME_PROVIDERS:
        '[{"code":"aggregator","url":"https://agg.example/api/","secret":"aggregator-secret-123"}]',
    });
    expect(config.games.providers).toEqual([
      { code: 'nova-studio', url: 'http://127.0.0.1:4000/studio', secret: expect.any(String) as string },
      { code: 'aggregator', url: 'https://agg.example/api', secret: 'aggregator-secret-123' },
    ]);
    expect(config.games).toMatchObject({ studioEmbedded: true, syncMs: 600_000, launchTokenMs: 300_000 });
    expect(() =>
      buildConfig({
        GAME_PROVIDERS: '[{"code":"nova-studio","url":"https://x.example","secret":"0123456789abcdef"}]',
      }),
    ).toThrow(/GAME_PROVIDERS/);
    // The sportsbook is a provider by default, embedded next to the studio.
    expect(buildConfig({ PORT: '4000' }).games.providers[1]).toEqual({
      code: 'nova-sportsbook',
      url: 'http://127.0.0.1:4000/sportsbook-api',
      secret: expect.any(String) as string,
    });
    expect(() => buildConfig({ GAME_PROVIDERS: '[{"code":"x"}]' })).toThrow(/GAME_PROVIDERS/);
    expect(() => buildConfig({ STUDIO_SECRET: 'short' })).toThrow(/STUDIO_SECRET/);
  });
});

// Issue 12.1: no signing key is ever a published value, and production refuses weak ones by name.
describe('signing keys', () => {
  // Drawn here: a key written in the repository is refused in production (published-keys.test.ts).
  const strong = generateSecret();
  const production = {
    NODE_ENV: 'production',
    STUDIO_SECRET: strong,
    SANDBOX_WEBHOOK_SECRET: `${strong}-sandbox`,
    STAFF_TOTP_KEY: `${strong}-staff-totp`,
  };

  it('starts in production with strong keys of its own', () => {
    const config = buildConfig(production);
    expect(config.games.providers[0]!.secret).toBe(strong);
    expect(buildConfig({ ...production, SANDBOX_WEBHOOK_SECRET: undefined }).cashier.sandboxEnabled).toBe(
      false,
    );
  });

  it('refuses in production every key that is missing, published, short or repetitive, naming it', () => {
    const cases: Array<[Record<string, string | undefined>, RegExp]> = [
      [{ STUDIO_SECRET: undefined }, /STUDIO_SECRET: must be set in production/],
      [{ STUDIO_SECRET: 'studio-secret-change-me-please' }, /STUDIO_SECRET: is a published/],
      [{ STUDIO_SECRET: 'a-sixteen-char-key-0123' }, /STUDIO_SECRET: is too short for production/],
      [{ STUDIO_SECRET: 'abababababababababababababababababab' }, /STUDIO_SECRET: repeats too few/],
      [{ STAFF_TOTP_KEY: undefined }, /STAFF_TOTP_KEY: must be set in production/],
      [{ STAFF_TOTP_KEY: 'abababababababababababababababababab' }, /STAFF_TOTP_KEY: repeats too few/],
      [
        { SANDBOX_PAYMENTS: 'true', SANDBOX_WEBHOOK_SECRET: undefined },
        /SANDBOX_WEBHOOK_SECRET: must be set/,
      ],
      [
        { SANDBOX_PAYMENTS: 'true', SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret-change-me' },
        /SANDBOX_WEBHOOK_SECRET: is a published/,
      ],
      [
        { PAYMENT_PROCESSOR: 'nowpayments', NOWPAYMENTS_API_KEY: 'key', NOWPAYMENTS_IPN_SECRET: 'short-ipn' },
        /NOWPAYMENTS_IPN_SECRET: is too short/,
      ],
      [{ NOWPAYMENTS_IPN_SECRET: 'ipn-secret-change-me-now' }, /NOWPAYMENTS_IPN_SECRET: is a published/],
      [
        { GAME_PROVIDERS: '[{"code":"agg","url":"https://agg.example","secret":"aggregator-secret-123"}]' },
        /GAME_PROVIDERS\[0\]\.secret \(agg\): is too short/,
      ],
      [
        {
          GAME_PROVIDERS: '[{"code":"agg","url":"https://agg.example","secret":"provider-change-me-secret"}]',
        },
        /GAME_PROVIDERS\[0\]\.secret \(agg\): is a published/,
      ],
    ];
    for (const [env, message] of cases) expect(() => buildConfig({ ...production, ...env })).toThrow(message);
  });

  it('names every refused key at once', () => {
    expect(() =>
      buildConfig({ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'true', TRUST_PROXY: 'true' }),
    ).toThrow(/STUDIO_SECRET[\s\S]*SANDBOX_WEBHOOK_SECRET[\s\S]*TRUST_PROXY/);
  });

  it('makes up a fresh random key outside production when none is set, never a published one', () => {
    const first = buildConfig({});
    const second = buildConfig({});
    for (const config of [first, second]) {
      expect(config.games.providers[0]!.secret).toMatch(/^[\w-]{43}$/);
      expect(config.cashier.sandboxWebhookSecret).toMatch(/^[\w-]{43}$/);
    }
    expect(first.games.providers[0]!.secret).not.toBe(second.games.providers[0]!.secret);
    expect(first.cashier.sandboxWebhookSecret).not.toBe(first.games.providers[0]!.secret);
  });

  it('refuses the formerly published defaults outside production too', () => {
    expect(() => buildConfig({ STUDIO_SECRET: 'studio-secret-change-me-please' })).toThrow(/STUDIO_SECRET/);
    expect(() => buildConfig({ SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret-change-me' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET/,
    );
  });
});

// Issue 12.8: TRUST_PROXY=true believes any X-Forwarded-For, which sidesteps every per-address limit.
describe('TRUST_PROXY in production', () => {
  const production = {
    NODE_ENV: 'production',
    STUDIO_SECRET: generateSecret(),
    STAFF_TOTP_KEY: generateSecret(),
  };

  it('refuses true and asks for the hops or the addresses', () => {
    expect(() => buildConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' .*hop count .*addresses/,
    );
  });

  it('takes a hop count or the proxies’ addresses', () => {
    expect(buildConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(buildConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
  });
});

describe('DATABASE_READ_URL', () => {
  it('is unset by default and read beside DATABASE_URL', () => {
    expect(buildConfig({}).databaseReadUrl).toBeNull();
    const config = buildConfig({
      DATABASE_URL: 'postgres://casino@primary/casino',
      DATABASE_READ_URL: 'postgres://casino@replica/casino',
    });
    expect(config.databaseUrl).toBe('postgres://casino@primary/casino');
    expect(config.databaseReadUrl).toBe('postgres://casino@replica/casino');
  });

  it('refuses a replica without the database it replicates', () => {
    expect(() => buildConfig({ DATABASE_READ_URL: 'postgres://casino@replica/casino' })).toThrow(
      /DATABASE_READ_URL: a read replica needs DATABASE_URL/,
    );
  });
});
