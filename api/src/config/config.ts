import path from 'node:path';
import { z } from 'zod';
import { BFF_KEY_MIN_LENGTH } from '@bourses/common/bff-key';
import { setAlone, whenBothSet } from './paired-variables.ts';
import { productionSecretProblems } from './production-secrets.ts';
import { S3_ENV, s3ConfigProblems, s3Settings, type S3Settings } from './s3-config.ts';
import { CLAMAV_ENV, clamavConfigProblems, clamavSettings, type ClamavSettings } from './clamav-config.ts';
import { CMI_ENV, cmiConfigProblems, cmiSettings, type CmiSettings } from './cmi-config.ts';

/** `data/` at the repository's root, wherever the command was started from. */
const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../data');

// Every variable is optional: the defaults run the platform on one machine with nothing else installed.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  // The bff's port: where the web pages are, hence the links in mails unless PUBLIC_WEB_URL says otherwise.
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // The api is the bff's upstream: reachable from this machine only unless told otherwise.
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // A PostgreSQL server only (the embedded database has one connection and no timeout).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60 * 1000)
    .default(30_000),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Bourses <no-reply@bourses.ma>'),
  PUBLIC_WEB_URL: z.url().optional(),
  // The postal address printed under the platform's name on official documents, lines separated by ';'.
  PLATFORM_ADDRESS: z.string().trim().min(1).max(300).default('Casablanca, Maroc'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The key the bff sends with each request (X-Bff-Key): only then is its X-Forwarded-For believed.
  BFF_API_KEY: z.string().min(BFF_KEY_MIN_LENGTH, `must be at least ${BFF_KEY_MIN_LENGTH} characters`).optional(),
  // Production: the one bearer token GET /metrics answers (without it, /metrics is a 404 there).
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // Abuse limits (src/abuse/abuse-limits.ts): counted in the database, or in Redis when REDIS_URL is set.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  RATE_LIMIT_PREFIX: z.string().min(1).max(100).default('bourses'),
  MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  MAILS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  STAFF_MAILS_PER_ACTOR_PER_HOUR: z.coerce.number().int().min(1).default(500),
  LOGIN_ATTEMPTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(600),
  REFERENCES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  DOCUMENT_CHECKS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  LOGIN_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_SLOWDOWN_AFTER_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_SLOWDOWN_MAX_SECONDS: z.coerce.number().int().min(1).default(300),
  // The first wait before a failed mail is sent again; later waits double (src/jobs/mail-jobs.ts).
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ORPHAN_SWEEP_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  // Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (src/config/s3-config.ts).
  ...S3_ENV,
  // Uploads scanned by ClamAV's daemon before they are stored (src/config/clamav-config.ts).
  ...CLAMAV_ENV,
  // Card payment through CMI's gateway: all three or none (src/config/cmi-config.ts).
  ...CMI_ENV,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The server pool's size and the longest statement a request may run (DATABASE_URL only). */
  databasePool: DatabasePoolSettings;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicWebUrl: string;
  /** The platform's postal address on official documents (docs/documents.md), one line each. */
  platformAddress: string[];
  /** Undefined only on the embedded database: generate one and keep it under the data folder. */
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  /** Demo data is seeded only on the embedded database outside production unless asked for. */
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** The bff's key (X-Bff-Key); undefined: every request counts as coming from its peer. */
  bffApiKey: string | undefined;
  /** The bearer token that reads /metrics in production; undefined: nobody does there. */
  metricsToken: string | undefined;
  /** How often stored files that no row references are swept; 0 turns the sweep off. */
  orphanSweepIntervalMinutes: number;
  /** The first wait before a failed mail is sent again. */
  mailRetryDelaySeconds: number;
  /** Undefined: uploaded files live under DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** Undefined: uploaded files are not scanned for malware (the start log says so). */
  clamav: ClamavSettings | undefined;
  /** Undefined: card payment is not offered. */
  cmi: CmiSettings | undefined;
  abuse: AbuseSettings;
}

export interface DatabasePoolSettings {
  max: number;
  statementTimeoutMs: number;
}

export interface AbuseSettings {
  /** Undefined: the counters live in the database. */
  redisUrl: string | undefined;
  /** Starts every counter's key, so that several platforms (or test runs) can share one Redis. */
  keyPrefix: string;
  /** Verification (and reset) mails one client address may trigger in an hour. */
  mailsPerAddressPerHour: number;
  /** Mails the public endpoints may send to one e-mail address in an hour, per client address. */
  mailsPerEmailPerHour: number;
  /** Students one staff member may mail (approval, application decisions) in an hour. */
  staffMailsPerActorPerHour: number;
  /** Sign-in attempts from one client address in an hour, whatever the account. */
  loginAttemptsPerAddressPerHour: number;
  /** Payment references registration forms at one client address may reserve in an hour. */
  referencesPerAddressPerHour: number;
  /** Verification codes one client address may look up in an hour (docs/documents.md, "Verification"). */
  documentChecksPerAddressPerHour: number;
  /** Failures of one address on one account that lock that pair... */
  loginLockAfterFailures: number;
  /** ...for this long, which is also the window the failures are counted in. */
  loginLockMinutes: number;
  /** Failures on one account, from all addresses in an hour, after which its sign-ins are slowed. */
  loginSlowdownAfterFailures: number;
  /** The longest wait the slowdown imposes. */
  loginSlowdownMaxSeconds: number;
}

export class ConfigError extends Error {}

function secretProblemsOf(env: Env): string[] {
  if (env.NODE_ENV === 'production') return productionSecretProblems(env);
  // Each data folder generates its own secret: instances sharing a server would refuse each other's tokens.
  if (env.DATABASE_URL !== undefined && env.JWT_SECRET === undefined) {
    return [
      'JWT_SECRET: required with DATABASE_URL, so that every api instance signs alike (at least 32 random characters)',
    ];
  }
  return [];
}

/** Reads and validates the environment; the error names each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const adminAlone = setAlone(env, 'ADMIN_EMAIL', 'ADMIN_PASSWORD');
  if (adminAlone) throw new ConfigError(`Invalid configuration: ${adminAlone}`);
  const storageProblems = s3ConfigProblems(env);
  if (storageProblems.length > 0)
    throw new ConfigError(`Invalid configuration: ${storageProblems.join('; ')}`);
  const scannerProblems = clamavConfigProblems(env);
  if (scannerProblems.length > 0) throw new ConfigError(`Invalid configuration: ${scannerProblems.join('; ')}`);
  const cardProblems = cmiConfigProblems(env);
  if (cardProblems.length > 0) throw new ConfigError(`Invalid configuration: ${cardProblems.join('; ')}`);
  const secretProblems = secretProblemsOf(env);
  if (secretProblems.length > 0) throw new ConfigError(`Invalid configuration: ${secretProblems.join('; ')}`);
  return {
    env: env.NODE_ENV,
    port: env.API_PORT,
    host: env.API_HOST,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePool: { max: env.DATABASE_POOL_MAX, statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicWebUrl: (env.PUBLIC_WEB_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    platformAddress: env.PLATFORM_ADDRESS.split(';').map((line) => line.trim()).filter((line) => line !== ''),
    jwtSecret: env.JWT_SECRET,
    admin: whenBothSet(env.ADMIN_EMAIL, env.ADMIN_PASSWORD, (email, password) => ({ email, password })),
    // Never by default in production: the demo accounts' passwords are in the README.
    seedDemoData: env.SEED_DEMO_DATA
      ? env.SEED_DEMO_DATA === 'true'
      : env.DATABASE_URL === undefined && env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    bffApiKey: env.BFF_API_KEY,
    metricsToken: env.METRICS_TOKEN,
    abuse: {
      redisUrl: env.REDIS_URL,
      keyPrefix: env.RATE_LIMIT_PREFIX,
      mailsPerAddressPerHour: env.MAILS_PER_ADDRESS_PER_HOUR,
      mailsPerEmailPerHour: env.MAILS_PER_EMAIL_PER_HOUR,
      staffMailsPerActorPerHour: env.STAFF_MAILS_PER_ACTOR_PER_HOUR,
      loginAttemptsPerAddressPerHour: env.LOGIN_ATTEMPTS_PER_ADDRESS_PER_HOUR,
      referencesPerAddressPerHour: env.REFERENCES_PER_ADDRESS_PER_HOUR,
      documentChecksPerAddressPerHour: env.DOCUMENT_CHECKS_PER_ADDRESS_PER_HOUR,
      loginLockAfterFailures: env.LOGIN_LOCK_AFTER_FAILURES,
      loginLockMinutes: env.LOGIN_LOCK_MINUTES,
      loginSlowdownAfterFailures: env.LOGIN_SLOWDOWN_AFTER_FAILURES,
      loginSlowdownMaxSeconds: env.LOGIN_SLOWDOWN_MAX_SECONDS,
    },
    orphanSweepIntervalMinutes: env.ORPHAN_SWEEP_INTERVAL_MINUTES,
    mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    s3: s3Settings(env),
    clamav: clamavSettings(env),
    cmi: cmiSettings(env),
  };
}
