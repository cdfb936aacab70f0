import path from 'node:path';
import { z } from 'zod';

/** `data/` at the repository's root, wherever the command was started from. */
const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../data');

// Every variable is optional: the defaults run the platform on one machine with nothing else installed.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  // The api is the bff's upstream: reachable from this machine only unless told otherwise.
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Bourses <no-reply@bourses.ma>'),
  PUBLIC_WEB_URL: z.url().default('http://localhost:4000'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicWebUrl: string;
  /** Undefined means: generate one and keep it under the data folder. */
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  /** Demo data is seeded only on the embedded database unless asked for. */
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; the error names each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  return {
    env: env.NODE_ENV,
    port: env.API_PORT,
    host: env.API_HOST,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicWebUrl: env.PUBLIC_WEB_URL.replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : env.DATABASE_URL === undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
