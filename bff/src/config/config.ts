import path from 'node:path';
import { z } from 'zod';
import { BFF_KEY_MIN_LENGTH } from '@bourses/common/bff-key';

/** `web/dist` of this repository, wherever the command was started from. */
const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../../web/dist');

// Every variable is optional: the defaults run next to the api on one machine.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The api's own port setting: where it listens on this machine when API_URL does not say.
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SERVE_WEB_APP: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Sent to the api with each call (X-Bff-Key): the api then believes the caller's address the bff states.
  BFF_API_KEY: z.string().min(BFF_KEY_MIN_LENGTH, `must be at least ${BFF_KEY_MIN_LENGTH} characters`).optional(),
  // The overall GraphQL limit per client address (src/abuse/graphql-rate-limit.ts).
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  RATE_LIMIT_PREFIX: z.string().min(1).max(100).default('bourses'),
  GRAPHQL_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  PUBLIC_WEB_URL: z.url({ protocol: /^https?$/ }).optional(),
  // CMI's payment page, the api's setting too: the one other address the web's pages post a form to (CSP form-action).
  CMI_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Production: the one bearer token GET /metrics answers (without it, /metrics is a 404 there).
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface BffConfig {
  env: Env['NODE_ENV'];
  port: number;
  /** The REST api's base address, without a trailing slash. */
  apiUrl: string;
  /** On outside production; in production only when GRAPHQL_INTROSPECTION=true. */
  introspection: boolean;
  upstreamTimeoutMs: number;
  uploadTimeoutMs: number;
  /** The web client's build, served when `serveWebApp`. */
  webDistDir: string;
  /** Serve the web build (SPA fallback): on in production; SERVE_WEB_APP=true also in development (`npm start`, e2e tests). */
  serveWebApp: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** The api's key for this bff; undefined: the api counts every caller as the bff itself. */
  bffApiKey: string | undefined;
  /** Counted in Redis when REDIS_URL is set (shared by every bff), else in this process's memory. */
  graphqlRateLimit: { redisUrl: string | undefined; keyPrefix: string; requestsPerMinute: number };
  /** The address people open the platform at (default http://localhost:PORT): HSTS is sent only when it is https. */
  publicWebUrl: string;
  /** The bearer token that reads /metrics in production; undefined: nobody does there. */
  metricsToken: string | undefined;
  /** The origin of CMI's payment page (CMI_GATEWAY_URL), where "Pay by card" posts its form; undefined: card payment is off. */
  cmiGatewayOrigin: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; the error names each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    apiUrl: (env.API_URL ?? `http://127.0.0.1:${env.API_PORT}`).replace(/\/+$/, ''),
    introspection: env.GRAPHQL_INTROSPECTION ? env.GRAPHQL_INTROSPECTION === 'true' : env.NODE_ENV !== 'production',
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    uploadTimeoutMs: env.UPLOAD_TIMEOUT_MS,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    serveWebApp: env.SERVE_WEB_APP ? env.SERVE_WEB_APP === 'true' : env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true',
    bffApiKey: env.BFF_API_KEY,
    graphqlRateLimit: {
      redisUrl: env.REDIS_URL,
      keyPrefix: env.RATE_LIMIT_PREFIX,
      requestsPerMinute: env.GRAPHQL_REQUESTS_PER_MINUTE,
    },
    publicWebUrl: (env.PUBLIC_WEB_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    metricsToken: env.METRICS_TOKEN,
    cmiGatewayOrigin: env.CMI_GATEWAY_URL && new URL(env.CMI_GATEWAY_URL).origin,
  };
}
