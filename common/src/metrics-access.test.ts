import { describe, expect, it } from 'vitest';
import { metricsAccessAllowed } from './metrics-access.ts';

const TOKEN = 'scrape-9Qv3LrT7mXc2Nw8Kd4Hs6Jb1Pz5Fy0Ga';

describe('metricsAccessAllowed', () => {
  it('lets anyone read outside production', () => {
    expect(metricsAccessAllowed({ env: 'development', metricsToken: undefined }, undefined)).toBe(true);
  });

  it('lets nobody read in production without METRICS_TOKEN', () => {
    expect(metricsAccessAllowed({ env: 'production', metricsToken: undefined }, 'Bearer anything')).toBe(false);
  });

  it('lets the bearer of METRICS_TOKEN read in production', () => {
    expect(metricsAccessAllowed({ env: 'production', metricsToken: TOKEN }, `Bearer ${TOKEN}`)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['another token', 'Bearer scrape-0000000000000000000000000000000'],
    ['the token with a suffix', `Bearer ${TOKEN}x`],
    ['the token without its scheme', TOKEN],
    ['a Basic header', `Basic ${TOKEN}`],
  ])('refuses %s in production', (_what, authorization) => {
    expect(metricsAccessAllowed({ env: 'production', metricsToken: TOKEN }, authorization)).toBe(false);
  });
});
