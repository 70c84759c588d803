import { resolve } from 'node:path';
import { z } from 'zod';
import { currencies, currencyCodes, eurCentsToMinor, type CurrencyCode } from '@casino/rules/currencies';
import { parseUnits } from '@casino/rules/money';
import { defaultBackofficeDistDir, defaultWebDistDir } from './paths';
import { staffTotpKeyOf } from './modules/staff/totp-sealing';
import { generateSecret, isPublishedSecret, productionSecretProblem } from './secrets/secret-rules';

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

/** `{"EUR":"1000","NOK":"10000"}`: an amount per currency, in its units (a two-person or KYC threshold). */
const amountsByCurrency = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON object of currency -> amount' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(currencyCodes), z.string().regex(/^\d+(\.\d+)?$/)));

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

/** Third-party providers besides the studio: JSON list of { code, url, secret }. */
const gameProviders = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON list of { code, url, secret }' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      z.object({
        code: z.string().regex(/^[a-z0-9-]{2,40}$/),
        url: z.url(),
        secret: z.string().min(16),
      }),
    ),
  );

const blockedCities = commaList.pipe(
  z.array(z.string().regex(/^[A-Za-z]{2}:.+$/, 'expected entries written CC:City')),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  // A streaming replica of DATABASE_URL that serves the catalogue's reads (lists, search, lobbies).
  DATABASE_READ_URL: z.url().optional(),
  TRUST_PROXY: trustProxy,
  SKIN_API_KEY: z.string().min(1).default('demo-skin-key'),
  BLOCKED_CITIES: blockedCities,
  CORS_ORIGINS: commaList.pipe(z.array(z.url())),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BACKOFFICE_DIST_DIR: z.string().min(1).optional(),
  WEB_API_HOSTS: apiHosts,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  ANON_SESSION_IDLE_MINUTES: minutes(7 * 24 * 60),
  ANON_SESSION_ABSOLUTE_MINUTES: minutes(30 * 24 * 60),
  PLAYER_SESSION_IDLE_MINUTES: minutes(60),
  PLAYER_SESSION_ABSOLUTE_MINUTES: minutes(24 * 60),
  // Accounts (issue 3). PUBLIC_URL is where e-mailed links point; defaults to this server.
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default('Nova Casino <no-reply@localhost>'),
  DEV_OUTBOX: z.enum(['true', 'false']).optional(),
  REGISTRATION_TOKEN_HOURS: z.coerce.number().positive().default(24),
  RESET_TOKEN_MINUTES: minutes(60),
  CAPTCHA_MINUTES: minutes(10),
  LOGIN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  SIGNUP_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  VALIDATE_FIELD_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(120),
  FORGOT_PASSWORD_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  FORGOT_PASSWORD_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  // Contact-form messages per 15 minutes, from one address and to one sender e-mail.
  CONTACT_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  // Identity documents (KYC): size cap per upload; an S3-compatible store when S3_BUCKET is set,
  // otherwise files under ${DATA_DIR}/documents.
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  // Identity-document quotas per player (issue 12.4): documents kept per type, bytes in all, uploads an hour.
  DOCUMENT_MAX_PER_TYPE: z.coerce.number().int().positive().default(5),
  DOCUMENT_MAX_TOTAL_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  DOCUMENT_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(10),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  // Responsible gambling: the highest deposit limit a player may set, in EUR-equivalent.
  DEPOSIT_LIMIT_MAX_EUR: z.coerce.number().int().positive().default(1_000_000),
  // Cashier (issue 4): which processor takes deposits, and its secrets. The sandbox is refused in
  // production unless SANDBOX_PAYMENTS=true says it on purpose.
  PAYMENT_PROCESSOR: z.enum(['sandbox', 'nowpayments']).default('sandbox'),
  SANDBOX_PAYMENTS: z.enum(['true', 'false']).optional(),
  // Signing keys have no default: a production start refuses to run without them; the demo start
  // generates them once into DATA_DIR (secrets/stored-secrets.ts).
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  NOWPAYMENTS_API_URL: z.url().default('https://api.nowpayments.io/v1'),
  NOWPAYMENTS_API_KEY: z.string().min(1).optional(),
  NOWPAYMENTS_IPN_SECRET: z.string().min(1).optional(),
  DEPOSIT_INVOICE_MINUTES: minutes(60),
  WITHDRAWAL_LINK_HOURS: z.coerce.number().positive().default(24),
  STAFF_TOKEN_HOURS: z.coerce.number().positive().default(12),
  // A staff token unused this long expires before its STAFF_TOKEN_HOURS (a forgotten CLI session).
  STAFF_IDLE_MINUTES: minutes(60),
  // The two-person rule: a withdrawal above this amount (per currency; default the equivalent of
  // EUR 1,000) needs a second, different staff member's approval.
  STAFF_SECOND_APPROVAL_ABOVE: amountsByCurrency,
  // Completed deposits above this amount (per currency; default the equivalent of EUR 2,000) need a
  // verified identity (KYC) before a withdrawal.
  WITHDRAWAL_KYC_ABOVE: amountsByCurrency,
  // The withdrawal queue's risk signals: a withdrawal taking out more than this many times the
  // player's deposits is flagged, and so is a bonus converted to cash within this many days.
  WITHDRAWAL_RISK_RATIO_ABOVE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'expected a ratio such as 2 or 1.5')
    .default('2'),
  WITHDRAWAL_RISK_BONUS_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // A staff member without a second factor may only enrol one (and log out); default on, but off under
  // NODE_ENV=test so tests of other modules can use plain staff sessions.
  STAFF_TOTP_REQUIRED: z.enum(['true', 'false']).optional(),
  // The key that encrypts staff TOTP secrets at rest: required in production; unset elsewhere, one is
  // derived from STUDIO_SECRET.
  STAFF_TOTP_KEY: z.string().min(32).optional(),
  // The first admin, created or updated at server start (the CLI never opens the database).
  STAFF_ADMIN_USERNAME: z.string().min(3).optional(),
  STAFF_ADMIN_PASSWORD: z.string().min(12).optional(),
  // The staff CLI: where the running server is and who the CLI logs in as.
  STAFF_API_URL: z.url().optional(),
  STAFF_USERNAME: z.string().min(1).optional(),
  STAFF_PASSWORD: z.string().min(1).optional(),
  // Where the CLI keeps its staff session token (mode 0600); default the user's config folder.
  STAFF_SESSION_FILE: z.string().min(1).optional(),
  // The CLI's second factor for its next log-in (a TOTP code or a recovery code); else it asks.
  STAFF_TOTP: z.string().min(1).optional(),
  // Games (issue 5): the in-house studio is a provider like any other, reached over signed HTTP.
  // STUDIO_EMBEDDED mounts it in this process under /studio; STUDIO_URL is where the platform calls it.
  STUDIO_EMBEDDED: z.enum(['true', 'false']).default('true'),
  STUDIO_URL: z.url().optional(),
  STUDIO_SECRET: z.string().min(16).optional(),
  // The in-house sportsbook (issue 27): a provider too. SPORTSBOOK_EMBEDDED mounts it in this process
  // under /sportsbook-api; SPORTSBOOK_URL is where the platform calls it when it runs on its own.
  SPORTSBOOK_EMBEDDED: z.enum(['true', 'false']).default('true'),
  SPORTSBOOK_URL: z.url().optional(),
  SPORTSBOOK_SECRET: z.string().min(16).optional(),
  GAME_PROVIDERS: gameProviders,
  GAME_SYNC_MINUTES: minutes(10),
  LAUNCH_TOKEN_SECONDS: z.coerce.number().int().positive().default(300),
  GAME_SESSION_HOURS: z.coerce.number().positive().default(12),
  // Engage (issue 17): Tawk.to secure-mode key, analytics ingestion and its Mixpanel forward,
  // affiliate postbacks.
  TAWK_SECRET: z.string().min(1).optional(),
  // The built-in live chat (issue 30): its hours, UTC (`09:00-21:00`; unset: always open), and the
  // messages a player may send per 15 minutes.
  LIVE_CHAT_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, 'HH:MM-HH:MM (UTC)')
    .optional(),
  LIVE_CHAT_MESSAGES_PER_WINDOW: z.coerce.number().int().positive().default(120),
  // Files one chat conversation may hold (both sides together), each limited like an identity document.
  LIVE_CHAT_ATTACHMENTS_PER_CONVERSATION: z.coerce.number().int().positive().default(10),
  // Live-chat sockets (players' and agents') one address may open per 15 minutes; a browser test suite
  // that logs many players in from one address raises it.
  LIVE_CHAT_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().positive().default(60_000),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
  MIXPANEL_TOKEN: z.string().min(1).optional(),
  MIXPANEL_API_URL: z.url().default('https://api.mixpanel.com'),
  ENGAGE_WORK_SECONDS: z.coerce.number().positive().default(15),
  AFFILIATE_POSTBACK_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
  // Several instances (issue 18): Redis for the rate limit's counters, shared by every instance.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  // What every key this casino writes in Redis starts with, so one Redis can serve several.
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('nova:'),
  // How long an instance trusts the catalogue's version it read before reading it again: a change
  // made through another instance reaches this one's pages and ETags within this time.
  CATALOGUE_VERSION_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

export type Env = Record<string, string | undefined>;

/**
 * The configuration's types are what the schema parses and the builders below make of it: nothing is
 * restated by hand, so a setting added to the schema and the builder is typed everywhere at once.
 */
export type Config = ReturnType<typeof buildConfig>;
export type SessionTimeouts = Config['sessions']['anon'];
export type AccountsConfig = Config['accounts'];
export type S3Config = NonNullable<Config['documents']['s3']>;
export type CashierConfig = ReturnType<typeof cashierConfig>;
export type GamesConfig = ReturnType<typeof gamesConfig>;
/** A provider's code, the base URL of its platform-facing API, and the HMAC-SHA256 key of every call. */
export type GameProviderConfig = ParsedEnv['GAME_PROVIDERS'][number];

export class ConfigError extends Error {}

const minute = 60_000;

/** Pure: reads only what it is given, so tests pass their own overrides. */
export function buildConfig(env: Env, cwd: string = process.cwd()) {
  const e = parseEnv(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    trustProxy: e.TRUST_PROXY,
    skinApiKey: e.SKIN_API_KEY,
    blockedCities: e.BLOCKED_CITIES,
    corsOrigins: e.CORS_ORIGINS,
    webDistDir: e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : defaultWebDistDir,
    backofficeDistDir: e.BACKOFFICE_DIST_DIR ? resolve(cwd, e.BACKOFFICE_DIST_DIR) : defaultBackofficeDistDir,
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
    accounts: accountsConfig(e),
    documents: {
      maxBytes: e.DOCUMENT_MAX_BYTES,
      s3: s3Config(e),
      quota: {
        maxPerType: e.DOCUMENT_MAX_PER_TYPE,
        maxTotalBytes: e.DOCUMENT_MAX_TOTAL_BYTES,
        uploadsPerHour: e.DOCUMENT_UPLOADS_PER_HOUR,
      },
    },
    depositLimitMaxEur: e.DEPOSIT_LIMIT_MAX_EUR,
    ...cashierAndGamesConfig(e),
    engage: engageConfig(e),
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    catalogueVersionTtlMs: e.CATALOGUE_VERSION_TTL_MS,
  };
}

/** The environment parsed and checked: a malformed or refused setting stops the start. */
function parseEnv(env: Env): ParsedEnv {
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
  const refused = refusedSettings(e);
  if (e.DATABASE_READ_URL && !e.DATABASE_URL)
    refused.push('DATABASE_READ_URL: a read replica needs DATABASE_URL, the database it replicates');
  if (refused.length > 0) throw new ConfigError(`Invalid configuration:\n  ${refused.join('\n  ')}`);
  return e;
}

function accountsConfig(e: ParsedEnv) {
  return {
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    /** GET /dev/outbox and /dev/outbox.json are served. */
    devOutbox: e.DEV_OUTBOX === 'true' || (e.DEV_OUTBOX !== 'false' && e.NODE_ENV !== 'production'),
    registrationTokenMs: e.REGISTRATION_TOKEN_HOURS * 60 * minute,
    resetTokenMs: e.RESET_TOKEN_MINUTES * minute,
    captchaMs: e.CAPTCHA_MINUTES * minute,
    /** Requests per 15 minutes. */
    rateLimits: {
      loginPerAddress: e.LOGIN_RATE_LIMIT_PER_ADDRESS,
      loginPerAccount: e.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      signupPerAddress: e.SIGNUP_RATE_LIMIT_PER_ADDRESS,
      validateFieldPerAddress: e.VALIDATE_FIELD_RATE_LIMIT_PER_ADDRESS,
      forgotPasswordPerAddress: e.FORGOT_PASSWORD_RATE_LIMIT_PER_ADDRESS,
      forgotPasswordPerAccount: e.FORGOT_PASSWORD_RATE_LIMIT_PER_ACCOUNT,
      contactPerAddress: e.CONTACT_RATE_LIMIT_PER_ADDRESS,
    },
    turnstile: { secret: e.TURNSTILE_SECRET ?? null, verifyUrl: e.TURNSTILE_VERIFY_URL },
    google: { clientId: e.GOOGLE_CLIENT_ID ?? null, jwksUrl: e.GOOGLE_JWKS_URL },
  };
}

function engageConfig(e: ParsedEnv) {
  return {
    tawkSecret: e.TAWK_SECRET ?? null,
    liveChatHours: e.LIVE_CHAT_HOURS ?? null,
    liveChatMessagesPerWindow: e.LIVE_CHAT_MESSAGES_PER_WINDOW,
    liveChatAttachmentsPerConversation: e.LIVE_CHAT_ATTACHMENTS_PER_CONVERSATION,
    liveChatSocketsPerAddress: e.LIVE_CHAT_SOCKETS_PER_ADDRESS,
    analyticsPerMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE,
    analyticsEventsPerAddress: e.ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE,
    analyticsEventsPerMinute: e.ANALYTICS_EVENTS_PER_MINUTE,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    mixpanel: e.MIXPANEL_TOKEN
      ? { token: e.MIXPANEL_TOKEN, apiUrl: e.MIXPANEL_API_URL.replace(/\/+$/, '') }
      : null,
    workMs: e.ENGAGE_WORK_SECONDS * 1000,
    postbackMaxAttempts: e.AFFILIATE_POSTBACK_MAX_ATTEMPTS,
  };
}

export const studioProviderCode = 'nova-studio';
export const sportsbookProviderCode = 'nova-sportsbook';

type ParsedEnv = z.infer<typeof envSchema>;

function isSandboxEnabled(e: ParsedEnv): boolean {
  return e.SANDBOX_PAYMENTS === 'true' || (e.SANDBOX_PAYMENTS !== 'false' && e.NODE_ENV !== 'production');
}

/**
 * Settings a start must refuse, one line each, naming the key. Any environment: a value this project
 * once published as a default. Production: every signing key in use must be set, long and not
 * published (issue 12.1), and TRUST_PROXY must name the proxies instead of trusting any client.
 */
function refusedSettings(e: ParsedEnv): string[] {
  const keys: Array<{ key: string; value: string | undefined; minLength?: number }> = [
    { key: 'STUDIO_SECRET', value: e.STUDIO_SECRET },
    // Embedded, the sportsbook is handed this process's key; on its own it needs the one it was given.
    ...(e.SPORTSBOOK_URL ? [{ key: 'SPORTSBOOK_SECRET', value: e.SPORTSBOOK_SECRET }] : []),
    ...e.GAME_PROVIDERS.map((provider, index) => ({
      key: `GAME_PROVIDERS[${index}].secret (${provider.code})`,
      value: provider.secret,
    })),
  ];
  // The sandbox's webhook is only served when the sandbox is on; NOWPayments issues its own IPN key.
  if (e.NODE_ENV !== 'production' || isSandboxEnabled(e))
    keys.push({ key: 'SANDBOX_WEBHOOK_SECRET', value: e.SANDBOX_WEBHOOK_SECRET });
  if (e.NOWPAYMENTS_IPN_SECRET !== undefined || e.PAYMENT_PROCESSOR === 'nowpayments')
    keys.push({ key: 'NOWPAYMENTS_IPN_SECRET', value: e.NOWPAYMENTS_IPN_SECRET, minLength: 16 });
  // Tawk.to issues the live chat's identity key; when one is set it must not be one anyone can read.
  if (e.TAWK_SECRET !== undefined) keys.push({ key: 'TAWK_SECRET', value: e.TAWK_SECRET, minLength: 16 });
  // Staff TOTP secrets are sealed with their own key in production; only a demo or test derives one.
  if (e.NODE_ENV === 'production')
    keys.push({ key: 'STAFF_TOTP_KEY', value: e.STAFF_TOTP_KEY, minLength: 32 });
  if (e.NODE_ENV !== 'production')
    return keys
      .filter(({ value }) => value !== undefined && isPublishedSecret(value))
      .map(({ key }) => `${key}: is a published or placeholder value; set a random value of your own`);

  const issues = keys.flatMap(({ key, value, minLength }) => {
    const problem = productionSecretProblem(value, minLength);
    return problem ? [`${key}: ${problem}`] : [];
  });
  if (e.TRUST_PROXY === true)
    issues.push(
      "TRUST_PROXY: 'true' believes any client's X-Forwarded-For and defeats every per-address limit; in production give the proxy hop count (e.g. 1) or the proxies' addresses",
    );
  return issues;
}

function gamesConfig(e: ParsedEnv) {
  const studio: GameProviderConfig = {
    code: studioProviderCode,
    url: (e.STUDIO_URL ?? `http://127.0.0.1:${e.PORT}/studio`).replace(/\/+$/, ''),
    secret: e.STUDIO_SECRET ?? generateSecret(),
  };
  const isSportsbookOn = e.SPORTSBOOK_EMBEDDED === 'true' || e.SPORTSBOOK_URL !== undefined;
  const sportsbook: GameProviderConfig[] = isSportsbookOn
    ? [
        {
          code: sportsbookProviderCode,
          url: (e.SPORTSBOOK_URL ?? `http://127.0.0.1:${e.PORT}/sportsbook-api`).replace(/\/+$/, ''),
          secret: e.SPORTSBOOK_SECRET ?? generateSecret(),
        },
      ]
    : [];
  const others = e.GAME_PROVIDERS.map((provider) => ({ ...provider, url: provider.url.replace(/\/+$/, '') }));
  for (const code of [studioProviderCode, sportsbookProviderCode]) {
    if (others.some((provider) => provider.code === code))
      throw new ConfigError(
        `Invalid configuration:\n  GAME_PROVIDERS: ${code} is an in-house provider's code`,
      );
  }
  return {
    /** The studio is mounted in this process under /studio. */
    studioEmbedded: e.STUDIO_EMBEDDED === 'true',
    /** The sportsbook is mounted in this process under /sportsbook-api. */
    sportsbookEmbedded: e.SPORTSBOOK_EMBEDDED === 'true',
    /** Every provider the platform syncs and accepts wallet calls from; the studio first, the sportsbook next. */
    providers: [studio, ...sportsbook, ...others],
    syncMs: e.GAME_SYNC_MINUTES * minute,
    launchTokenMs: e.LAUNCH_TOKEN_SECONDS * 1000,
    gameSessionMs: e.GAME_SESSION_HOURS * 60 * minute,
  };
}

function s3Config(e: ParsedEnv) {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  return {
    endpoint: e.S3_ENDPOINT ?? null,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Amounts per currency in minor units: the given ones, the others the equivalent of `defaultEurCents`. */
function amountsPerCurrency(
  amounts: Partial<Record<CurrencyCode, string>>,
  defaultEurCents = 100_000n,
): Record<string, bigint> {
  return Object.fromEntries(
    currencyCodes.map((code) => {
      const given = amounts[code];
      const minor = given ? parseUnits(given, currencies[code].minorUnits) : null;
      return [code, minor ?? eurCentsToMinor(code, defaultEurCents)];
    }),
  );
}

/** The games' signing keys, and the cashier's settings with the staff TOTP key (derived from the studio's when unset). */
function cashierAndGamesConfig(e: ParsedEnv) {
  const games = gamesConfig(e);
  const studioSecret = games.providers[0]?.secret ?? generateSecret();
  const staffTotpKey = staffTotpKeyOf({ totpKey: e.STAFF_TOTP_KEY, fallbackSecret: studioSecret });
  const staffTotpRequired = (e.STAFF_TOTP_REQUIRED ?? (e.NODE_ENV === 'test' ? 'false' : 'true')) === 'true';
  return { cashier: { ...cashierConfig(e), staffTotpKey, staffTotpRequired }, games };
}

function cashierConfig(e: ParsedEnv) {
  const sandboxEnabled = isSandboxEnabled(e);
  // PAYMENT_PROCESSOR=sandbox in production without SANDBOX_PAYMENTS=true starts but takes no
  // deposits (processor_unavailable): a forgotten setting must not turn on free money.
  if (e.PAYMENT_PROCESSOR === 'nowpayments' && (!e.NOWPAYMENTS_API_KEY || !e.NOWPAYMENTS_IPN_SECRET))
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROCESSOR=nowpayments needs NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET',
    );
  return {
    processor: e.PAYMENT_PROCESSOR,
    /** The sandbox webhook endpoint and simulate call are served. */
    sandboxEnabled,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? generateSecret(),
    nowpayments: {
      apiUrl: e.NOWPAYMENTS_API_URL.replace(/\/+$/, ''),
      apiKey: e.NOWPAYMENTS_API_KEY ?? null,
      ipnSecret: e.NOWPAYMENTS_IPN_SECRET ?? null,
    },
    invoiceMs: e.DEPOSIT_INVOICE_MINUTES * minute,
    withdrawalLinkMs: e.WITHDRAWAL_LINK_HOURS * 60 * minute,
    staffTokenMs: e.STAFF_TOKEN_HOURS * 60 * minute,
    staffIdleMs: e.STAFF_IDLE_MINUTES * minute,
    secondApprovalAboveMinor: amountsPerCurrency(e.STAFF_SECOND_APPROVAL_ABOVE),
    kycAboveMinor: amountsPerCurrency(e.WITHDRAWAL_KYC_ABOVE, 200_000n),
    withdrawalRisk: { ratioAbove: e.WITHDRAWAL_RISK_RATIO_ABOVE, bonusDays: e.WITHDRAWAL_RISK_BONUS_DAYS },
    staffAdmin:
      e.STAFF_ADMIN_USERNAME && e.STAFF_ADMIN_PASSWORD
        ? { username: e.STAFF_ADMIN_USERNAME, password: e.STAFF_ADMIN_PASSWORD }
        : null,
    staffCli: {
      apiUrl: (e.STAFF_API_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
      username: e.STAFF_USERNAME ?? null,
      password: e.STAFF_PASSWORD ?? null,
      sessionFile: e.STAFF_SESSION_FILE ?? null,
      totp: e.STAFF_TOTP ?? null,
    },
  };
}
