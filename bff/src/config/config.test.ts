import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs next to the api on one machine by default, sandbox and introspection on', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({ port: 4000, apiUrl: 'http://127.0.0.1:4001', env: 'development', introspection: true, serveWebApp: false });
  });

  it('finds the api on this machine at API_PORT when API_URL is not given', () => {
    expect(loadConfig({ PORT: '4600', API_PORT: '4601' })).toMatchObject({ port: 4600, apiUrl: 'http://127.0.0.1:4601' });
  });

  it('calls the api at API_URL when given, whatever API_PORT says', () => {
    expect(loadConfig({ API_PORT: '4601', API_URL: 'http://api:4001/' }).apiUrl).toBe('http://api:4001');
  });

  it('turns introspection off in production unless GRAPHQL_INTROSPECTION=true', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ introspection: false, serveWebApp: true });
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });

  it('takes the public address from PORT unless PUBLIC_WEB_URL is given', () => {
    expect(loadConfig({ PORT: '4600' }).publicWebUrl).toBe('http://localhost:4600');
    expect(loadConfig({ PUBLIC_WEB_URL: 'https://bourses.example.ma/' }).publicWebUrl).toBe('https://bourses.example.ma');
    expect(() => loadConfig({ PUBLIC_WEB_URL: 'bourses.example.ma' })).toThrow(/PUBLIC_WEB_URL/);
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', API_URL: 'ftp://api' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', API_URL: 'ftp://api' })).toThrow(/PORT.*API_URL/);
    expect(() => loadConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });

  it('reads METRICS_TOKEN, refusing one shorter than 32 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'q8Vd0mZr4yK2pLx7Nw1sT9cB6hJ3fG5a' }).metricsToken).toBe('q8Vd0mZr4yK2pLx7Nw1sT9cB6hJ3fG5a');
    expect(() => loadConfig({ METRICS_TOKEN: 'scrape-me' })).toThrow(/^Invalid configuration: METRICS_TOKEN: must be at least 32 characters$/);
  });
});
