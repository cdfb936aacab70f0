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
