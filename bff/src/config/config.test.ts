import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs next to the api on one machine by default, sandbox and introspection on', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({ port: 4000, apiUrl: 'http://127.0.0.1:4001', env: 'development', introspection: true, serveWebApp: false });
  });

  it('turns introspection off in production unless GRAPHQL_INTROSPECTION=true', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ introspection: false, serveWebApp: true });
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', API_URL: 'ftp://api' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', API_URL: 'ftp://api' })).toThrow(/PORT.*API_URL/);
  });
});
