import { join } from 'node:path';
import { z } from 'zod';
import type { CurrencyLimits } from './placement/check-ticket.js';

const minor = (fallback: number) => z.coerce.bigint().positive().default(BigInt(fallback));

/** The sportsbook's environment, validated once. Embedded, the platform passes the same values. */
const envSchema = z.object({
  SPORTSBOOK_PORT: z.coerce.number().int().min(0).max(65535).default(3200),
  SPORTSBOOK_HOST: z.string().min(1).default('0.0.0.0'),
  SPORTSBOOK_DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SPORTSBOOK_SECRET: z.string().min(16).optional(),
  SPORTSBOOK_PLATFORM_URL: z.url().default('http://127.0.0.1:3000'),
  SPORTSBOOK_PUBLIC_URL: z.string().min(1).default('/sportsbook-api'),
  // The currencies bets are taken in; each gets the same limits, in its minor units.
  SPORTSBOOK_CURRENCIES: z
    .string()
    .default('EUR,USD,GBP,CAD,NOK,BRL')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{3}$/)).min(1)),
  SPORTSBOOK_MIN_STAKE: minor(10),
  SPORTSBOOK_MAX_STAKE: minor(100_000),
  SPORTSBOOK_MAX_PAYOUT: minor(5_000_000),
  SPORTSBOOK_LIABILITY_LIMIT: minor(2_000_000),
  SPORTSBOOK_LIVE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  SPORTSBOOK_MARGIN: z.coerce.number().min(0).max(0.3).default(0.06),
  // How long a simulated match lasts in real time (a demo football match: about ten minutes).
  SPORTSBOOK_MATCH_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(10 * 60_000),
  SPORTSBOOK_TICK_MS: z.coerce.number().int().min(10).default(1_000),
  // How often every instance reads the feed log (the leader writes it every tick).
  SPORTSBOOK_FOLLOW_MS: z.coerce.number().int().min(10).default(250),
  // How often owed credits are sent again and placements cut short by a crash are resolved.
  SPORTSBOOK_RETRY_MS: z.coerce.number().int().min(0).default(30_000),
  SPORTSBOOK_SEED: z.coerce.number().int().default(27),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('nova:'),
});

export type SportsbookEnv = Record<string, string | undefined>;
export type SportsbookConfig = ReturnType<typeof buildSportsbookConfig>;

export function buildSportsbookConfig(env: SportsbookEnv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid sportsbook configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const limits: CurrencyLimits = {
    minStake: e.SPORTSBOOK_MIN_STAKE,
    maxStake: e.SPORTSBOOK_MAX_STAKE,
    maxPayout: e.SPORTSBOOK_MAX_PAYOUT,
    maxLiabilityPerOutcome: e.SPORTSBOOK_LIABILITY_LIMIT,
  };
  if (limits.minStake > limits.maxStake)
    throw new Error(
      'Invalid sportsbook configuration:\n  SPORTSBOOK_MIN_STAKE is above SPORTSBOOK_MAX_STAKE',
    );
  return {
    port: e.SPORTSBOOK_PORT,
    host: e.SPORTSBOOK_HOST,
    databaseUrl: e.SPORTSBOOK_DATABASE_URL ?? null,
    dataDir: join(e.DATA_DIR, 'sportsbook'),
    secret: e.SPORTSBOOK_SECRET ?? null,
    platformUrl: e.SPORTSBOOK_PLATFORM_URL.replace(/\/+$/, ''),
    hasPlatformUrl: env.SPORTSBOOK_PLATFORM_URL !== undefined,
    publicUrl: e.SPORTSBOOK_PUBLIC_URL.replace(/\/+$/, ''),
    limits: Object.fromEntries(e.SPORTSBOOK_CURRENCIES.map((code) => [code, limits])),
    liveDelayMs: e.SPORTSBOOK_LIVE_DELAY_MS,
    margin: e.SPORTSBOOK_MARGIN,
    matchDurationMs: e.SPORTSBOOK_MATCH_MS,
    tickMs: e.SPORTSBOOK_TICK_MS,
    followMs: e.SPORTSBOOK_FOLLOW_MS,
    retryMs: e.SPORTSBOOK_RETRY_MS,
    seed: e.SPORTSBOOK_SEED,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    // The test hook that plays a match on (api/test-hooks.ts): in tests and development only, never
    // in production or wherever NODE_ENV is unset.
    testHooks: env.NODE_ENV === 'test' || env.NODE_ENV === 'development',
  };
}
