import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { privateDir, privateFile } from './lib/private-files';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: the dev outbox and a server meant for a proxy stay private.
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url({ error: 'must be an absolute URL such as https://league.example.org' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // The embedded database's buffer cache, which lives in its WebAssembly heap for good (decision 040).
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int()
    .min(1, 'must be at least 1 (megabyte)')
    .max(1024, 'must be at most 1024 (megabytes)')
    .default(16),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .positive()
    .default(12 * 3600),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  // Lets an smtp:// URL with a password go without TLS (a relay on this machine); see smtpPasswordInPlain.
  SMTP_ALLOW_PLAIN: booleanFlag.optional(),
  MAIL_FROM: z.string().min(3).default('Munich University League <no-reply@league.localhost>'),
  DEMO_DATA: booleanFlag.optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().positive().default(30),
  WEB_DIST: z.string().default('dist/web'),
  // Lets a monitor elsewhere read /metrics (Authorization: Bearer <token>); loopback needs none.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // How often the scheduler looks for due work (reminders, deadlines, digests); 0 = never by itself.
  SCHEDULER_TICK_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .default(30_000),
  // Browser tests only (NODE_ENV=test): the app's clock this many hours ahead of the system's, so a
  // journey can restart the same league days later (e2e/next-match-day.test.ts).
  TEST_CLOCK_SHIFT_HOURS: z.coerce.number({ error: 'must be a number of hours' }).default(0),
  // Web Push (decision 091): the VAPID key pair, both or neither (neither: made on first start into
  // DATA_DIR); every instance of a league must share one, or a subscription works on one only.
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((v) => base64urlBytes(v) === 65, 'must be a P-256 public key, base64url (65 bytes, uncompressed)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((v) => base64urlBytes(v) === 32, 'must be a P-256 private key, base64url (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // Tests only: lets pushes go to a stand-in on this machine (http, loopback). Refused in production.
  PUSH_ALLOW_PRIVATE_ENDPOINTS: booleanFlag.optional(),
});

const base64urlBytes = (value: string) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** shared_buffers of the embedded database, in MB (decision 040). */
  pgliteSharedBuffersMb: number;
  jwtSecret: Uint8Array;
  tokenTtl: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  trustProxy: string | boolean;
  logLevel: Env['LOG_LEVEL'];
  authRateLimit: number;
  webDist: string;
  /** Checks every API answer against its route's answer schema (server/lib/answer-check.ts): the API tests only. */
  checkAnswers: boolean;
  /** Milliseconds between the scheduler's passes; 0: only when asked (tests call runScheduledWork). */
  schedulerTickMs: number;
  /** The bearer token that opens /metrics to a monitor on another machine; unset: loopback only. */
  metricsToken: string | undefined;
  /** Hours the app's clock runs ahead of the system's: browser tests only (NODE_ENV=test). */
  clockShiftHours: number;
  /** Web Push's VAPID keys from the environment; undefined: made on first start (server/services/push-keys.ts). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about our pushes: mailto: or https:. */
  vapidSubject: string;
  /** Pushes may go to http and private addresses (a test's stand-in); never in production. */
  pushAllowPrivateEndpoints: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names the variable and why. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  if (env.NODE_ENV === 'production') {
    const missing = [
      !env.JWT_SECRET && '  JWT_SECRET: required in production (at least 32 characters)',
      // Without it sign-up confirmations and password resets could only pile up undelivered.
      !env.SMTP_URL &&
        '  SMTP_URL: required in production (smtps://user:pass@host:465), or mail is never delivered',
    ].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Invalid environment:\n${missing.join('\n')}`);
  }
  if (env.TEST_CLOCK_SHIFT_HOURS !== 0 && env.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid environment:\n  TEST_CLOCK_SHIFT_HOURS: only for tests (NODE_ENV=test)');
  }
  if (env.PUSH_ALLOW_PRIVATE_ENDPOINTS && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid environment:\n  PUSH_ALLOW_PRIVATE_ENDPOINTS: only for tests; in production pushes go to public https addresses only',
    );
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(
      `Invalid environment:\n  ${missing}: required with the other VAPID key (both or neither)`,
    );
  }
  if (env.SMTP_URL && smtpPasswordInPlain(env.SMTP_URL) && !env.SMTP_ALLOW_PLAIN) {
    throw new ConfigError(
      'Invalid environment:\n  SMTP_URL: would send its password without TLS: use smtps://, add ?requireTLS=true (STARTTLS), or set SMTP_ALLOW_PLAIN=true',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? developmentSecret(dataDir)),
    tokenTtl: env.TOKEN_TTL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    authRateLimit: env.AUTH_RATE_LIMIT,
    webDist: resolve(env.WEB_DIST),
    checkAnswers: false,
    schedulerTickMs: env.SCHEDULER_TICK_MS,
    metricsToken: env.METRICS_TOKEN,
    clockShiftHours: env.TEST_CLOCK_SHIFT_HOURS,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${mailAddress(env.MAIL_FROM)}`,
    pushAllowPrivateEndpoints: env.PUSH_ALLOW_PRIVATE_ENDPOINTS ?? false,
  };
}

/** The address of a From line such as `League <no-reply@league.example>`. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/**
 * Whether SMTP_URL's user name and password could travel unencrypted: smtp:// with credentials,
 * neither STARTTLS required (?requireTLS=true) nor TLS from the start (?secure=true). nodemailer
 * otherwise uses STARTTLS only when the server offers it, and anyone on the path can remove the offer.
 */
export function smtpPasswordInPlain(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' || (url.username === '' && url.password === '')) return false;
  const on = (option: string) => url.searchParams.get(option) === 'true';
  return !on('requireTLS') && !on('secure');
}

function parseTrustProxy(value: string | undefined): string | boolean {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

// Generated once so sessions survive restarts on a developer's machine without any set-up.
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  privateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  privateFile(file);
  writeFileSync(file, secret);
  return secret;
}

/** Configuration for tests: no files written, everything explicit. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    appUrl: 'http://localhost:3000',
    databaseUrl: undefined,
    dataDir: '',
    pgliteSharedBuffersMb: 16,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
    tokenTtl: 12 * 3600,
    smtpUrl: undefined,
    mailFrom: 'League <no-reply@league.test>',
    demoData: false,
    trustProxy: false,
    logLevel: 'silent',
    authRateLimit: 1000,
    webDist: resolve('dist/web'),
    checkAnswers: false,
    schedulerTickMs: 0,
    metricsToken: undefined,
    clockShiftHours: 0,
    vapid: undefined,
    vapidSubject: 'mailto:no-reply@league.test',
    pushAllowPrivateEndpoints: false,
    ...overrides,
  };
}
