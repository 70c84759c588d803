import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultWebDistDir } from './paths';

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const minutes = (fallback: number) => z.coerce.number().positive().default(fallback);

/** fastify's trustProxy: a boolean, a hop count, or a list of addresses/CIDRs. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const raw = (value ?? '').trim();
    if (raw === '' || raw === 'false') return false;
    if (raw === 'true') return true;
    if (/^\d+$/.test(raw)) return Number(raw);
    const list = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (list.every((item) => /^[0-9a-fA-F.:/]+$/.test(item))) return list;
    ctx.addIssue({
      code: 'custom',
      message: "expected 'true', 'false', a hop count or a comma list of addresses",
    });
    return z.NEVER;
  });

const apiHosts = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON object of hostname -> API base URL' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.url()));

const blockedCities = commaList.pipe(
  z.array(z.string().regex(/^[A-Za-z]{2}:.+$/, 'expected entries written CC:City')),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  TRUST_PROXY: trustProxy,
  SKIN_API_KEY: z.string().min(1).default('demo-skin-key'),
  BLOCKED_CITIES: blockedCities,
  CORS_ORIGINS: commaList.pipe(z.array(z.url())),
  WEB_DIST_DIR: z.string().min(1).optional(),
  WEB_API_HOSTS: apiHosts,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  ANON_SESSION_IDLE_MINUTES: minutes(7 * 24 * 60),
  ANON_SESSION_ABSOLUTE_MINUTES: minutes(30 * 24 * 60),
  PLAYER_SESSION_IDLE_MINUTES: minutes(60),
  PLAYER_SESSION_ABSOLUTE_MINUTES: minutes(24 * 60),
});

export type Env = Record<string, string | undefined>;

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  trustProxy: boolean | number | string[];
  skinApiKey: string;
  blockedCities: string[];
  corsOrigins: string[];
  webDistDir: string;
  webApiHosts: Record<string, string>;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  environment: z.infer<typeof envSchema>['NODE_ENV'];
  rateLimitMax: number;
  sessions: { anon: SessionTimeouts; player: SessionTimeouts };
}

export class ConfigError extends Error {}

const minute = 60_000;

/** Pure: reads only what it is given, so tests pass their own overrides. */
export function buildConfig(env: Env, cwd: string = process.cwd()): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    trustProxy: e.TRUST_PROXY,
    skinApiKey: e.SKIN_API_KEY,
    blockedCities: e.BLOCKED_CITIES,
    corsOrigins: e.CORS_ORIGINS,
    webDistDir: e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : defaultWebDistDir,
    webApiHosts: e.WEB_API_HOSTS,
    logLevel: e.LOG_LEVEL,
    environment: e.NODE_ENV,
    rateLimitMax: e.RATE_LIMIT_MAX,
    sessions: {
      anon: {
        idleMs: e.ANON_SESSION_IDLE_MINUTES * minute,
        absoluteMs: e.ANON_SESSION_ABSOLUTE_MINUTES * minute,
      },
      player: {
        idleMs: e.PLAYER_SESSION_IDLE_MINUTES * minute,
        absoluteMs: e.PLAYER_SESSION_ABSOLUTE_MINUTES * minute,
      },
    },
  };
}
