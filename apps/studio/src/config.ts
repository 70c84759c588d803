import { join } from 'node:path';
import { z } from 'zod';

/** The standalone studio's environment, validated once. Embedded, the platform passes the same values. */
const envSchema = z.object({
  STUDIO_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  STUDIO_HOST: z.string().min(1).default('0.0.0.0'),
  STUDIO_DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // No default: embedded, the platform hands over its key; standalone, main.ts refuses to start without one.
  STUDIO_SECRET: z.string().min(16).optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  STUDIO_PLATFORM_URL: z.url().default('http://127.0.0.1:3000'),
  // Where players' browsers reach the studio; the game URLs and thumbnails start with it.
  STUDIO_PUBLIC_URL: z.string().min(1).default('/studio'),
  // Comma-separated origins allowed to frame the game pages (the platform's, when on another origin).
  STUDIO_FRAME_ANCESTORS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Several studio instances: the live rounds reach every instance's sockets through Redis pub/sub.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('nova:'),
});

export type StudioEnv = Record<string, string | undefined>;

export function buildStudioConfig(env: StudioEnv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid studio configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.STUDIO_PORT,
    host: e.STUDIO_HOST,
    databaseUrl: e.STUDIO_DATABASE_URL ?? null,
    dataDir: join(e.DATA_DIR, 'studio'),
    secret: e.STUDIO_SECRET ?? null,
    environment: e.NODE_ENV,
    platformUrl: e.STUDIO_PLATFORM_URL.replace(/\/+$/, ''),
    publicUrl: e.STUDIO_PUBLIC_URL.replace(/\/+$/, ''),
    frameAncestors: e.STUDIO_FRAME_ANCESTORS,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    /** Whether STUDIO_PLATFORM_URL was given (the embedded platform then keeps it over its own default). */
    hasPlatformUrl: env.STUDIO_PLATFORM_URL !== undefined,
  };
}
export type StudioConfig = ReturnType<typeof buildStudioConfig>;
