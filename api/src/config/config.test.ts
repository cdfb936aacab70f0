import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/admins.ts';
import { DEMO_AGENT, DEMO_STUDENT_PASSWORD } from '../seed/demo-users.ts';
import { ConfigError, loadConfig } from './config.ts';

const RANDOM_SECRET = 'q8Vd0mZr4yK2pLx7Nw1sT9cB6hJ3fG5a';
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET };

/** The values `.env.example` (committed, copied to `.env` by operators) gives each variable. */
function envExample(): Map<string, string> {
  const text = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
  const assignments = text
    .split('\n')
    .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null);
  return new Map(assignments.map(([, name = '', value = '']) => [name, value.replace(/^(["'])(.*)\1$/, '$2')]));
}

describe('loadConfig: links in mails', () => {
  it('points at the bff on this machine by default', () => {
    expect(loadConfig({}).publicWebUrl).toBe('http://localhost:4000');
  });

  it('follows PORT (the bff’s port) when PUBLIC_WEB_URL is not given', () => {
    expect(loadConfig({ PORT: '4600', API_PORT: '4601' })).toMatchObject({ port: 4601, publicWebUrl: 'http://localhost:4600' });
  });

  it('uses PUBLIC_WEB_URL when given, whatever PORT says', () => {
    expect(loadConfig({ PORT: '4600', PUBLIC_WEB_URL: 'https://bourses.example.ma/' }).publicWebUrl).toBe('https://bourses.example.ma');
  });

  it('names a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('loadConfig: safe by default in production', () => {
  it('starts with a chosen secret and no demo data', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ env: 'production', jwtSecret: RANDOM_SECRET, seedDemoData: false });
  });

  it('refuses to start without JWT_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET.*32/);
  });

  it.each(['change-me-to-a-long-random-secret-of-32-chars', envExample().get('JWT_SECRET')])(
    'refuses the documented placeholder secret %s',
    (placeholder) => {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: placeholder })).toThrow(/JWT_SECRET: is the documented placeholder/);
    },
  );

  it.each(['ChangeMe123!', DEMO_ADMIN.password, DEMO_AGENT.password, DEMO_STUDENT_PASSWORD, envExample().get('ADMIN_PASSWORD')])(
    'refuses the documented example ADMIN_PASSWORD %s',
    (password) => {
      expect(() => loadConfig({ ...PRODUCTION, ADMIN_EMAIL: 'admin@bourses.ma', ADMIN_PASSWORD: password })).toThrow(
        /ADMIN_PASSWORD: is a documented example/,
      );
    },
  );

  it('accepts an ADMIN_PASSWORD of the operator’s own', () => {
    const config = loadConfig({ ...PRODUCTION, ADMIN_EMAIL: 'admin@bourses.ma', ADMIN_PASSWORD: 'Tadlaoui-2026-Rabat' });

    expect(config.admin).toEqual({ email: 'admin@bourses.ma', password: 'Tadlaoui-2026-Rabat' });
  });

  it('refuses .env.example’s placeholder BFF_API_KEY, and a key shorter than 32 characters', () => {
    expect(() => loadConfig({ ...PRODUCTION, BFF_API_KEY: envExample().get('BFF_API_KEY') })).toThrow(
      /BFF_API_KEY: is the documented placeholder/,
    );
    expect(() => loadConfig({ ...PRODUCTION, BFF_API_KEY: 'short-key' })).toThrow(/BFF_API_KEY.*32/);
  });

  it('names both variables when both are wrong', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'admin@bourses.ma', ADMIN_PASSWORD: 'Admin123!' })).toThrow(
      /JWT_SECRET.*ADMIN_PASSWORD/,
    );
  });

  it('keeps the generated secret and the demo passwords outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ jwtSecret: undefined, seedDemoData: true });
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'admin@bourses.ma', ADMIN_PASSWORD: 'Admin123!' }).admin?.password).toBe('Admin123!');
  });

  it('seeds demo data in production only when asked to', () => {
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });
});

describe('loadConfig: several instances on one PostgreSQL server', () => {
  const SERVER = 'postgres://bourses@db.example.ma:5432/bourses';

  it('refuses DATABASE_URL without JWT_SECRET outside production too, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', DATABASE_URL: SERVER })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'development', DATABASE_URL: SERVER })).toThrow(
      'Invalid configuration: JWT_SECRET: required with DATABASE_URL, so that every api instance signs alike (at least 32 random characters)',
    );
  });

  it('says it once in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: SERVER })).toThrow(
      /^Invalid configuration: JWT_SECRET: required in production \(at least 32 random characters\)$/,
    );
  });

  it('starts with a shared JWT_SECRET, a pool of 10 and a 30 s statement timeout by default', () => {
    expect(loadConfig({ DATABASE_URL: SERVER, JWT_SECRET: RANDOM_SECRET })).toMatchObject({
      databaseUrl: SERVER,
      jwtSecret: RANDOM_SECRET,
      databasePool: { max: 10, statementTimeoutMs: 30_000 },
    });
  });

  it('reads DATABASE_POOL_MAX and DATABASE_STATEMENT_TIMEOUT_MS', () => {
    const config = loadConfig({
      DATABASE_URL: SERVER,
      JWT_SECRET: RANDOM_SECRET,
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
    });

    expect(config.databasePool).toEqual({ max: 25, statementTimeoutMs: 5000 });
  });

  it.each([
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', 'ten'],
    ['DATABASE_POOL_MAX', '2.5'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '30s'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ DATABASE_URL: SERVER, JWT_SECRET: RANDOM_SECRET, [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name}: `),
    );
  });

  it('keeps generating a secret on the embedded database', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBeUndefined();
  });
});

describe('loadConfig: METRICS_TOKEN', () => {
  it('reads it, and leaves it unset by default', () => {
    expect(loadConfig({ METRICS_TOKEN: RANDOM_SECRET }).metricsToken).toBe(RANDOM_SECRET);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  it('refuses a token shorter than 32 characters, naming it', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'scrape-me' })).toThrow(/^Invalid configuration: METRICS_TOKEN: must be at least 32 characters$/);
  });
});

describe('loadConfig: the first administrator', () => {
  it.each([{ ADMIN_EMAIL: 'admin@bourses.ma' }, { ADMIN_PASSWORD: 'Tadlaoui-2026-Rabat' }])(
    'refuses one of ADMIN_EMAIL and ADMIN_PASSWORD without the other: %o',
    (admin) => {
      expect(() => loadConfig(admin)).toThrow('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
    },
  );

  it('has no administrator to create when neither is set', () => {
    expect(loadConfig({}).admin).toBeUndefined();
  });
});
