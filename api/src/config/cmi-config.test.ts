import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const CMI = {
  CMI_CLIENT_ID: '600000123',
  CMI_STORE_KEY: 'Store-Key-0123456789',
  CMI_GATEWAY_URL: 'https://testpayment.cmi.co.ma/fim/est3Dgate',
};

describe('loadConfig: card payment through CMI', () => {
  it('offers no card payment when none of the three is set', () => {
    expect(loadConfig({}).cmi).toBeUndefined();
  });

  it('reads the three together', () => {
    expect(loadConfig(CMI).cmi).toEqual({
      clientId: '600000123',
      storeKey: 'Store-Key-0123456789',
      gatewayUrl: 'https://testpayment.cmi.co.ma/fim/est3Dgate',
    });
  });

  it.each([
    [{ CMI_CLIENT_ID: CMI.CMI_CLIENT_ID }, 'CMI_STORE_KEY, CMI_GATEWAY_URL: required with CMI_CLIENT_ID (card payment needs all three)'],
    [
      { CMI_CLIENT_ID: CMI.CMI_CLIENT_ID, CMI_STORE_KEY: CMI.CMI_STORE_KEY },
      'CMI_GATEWAY_URL: required with CMI_CLIENT_ID, CMI_STORE_KEY (card payment needs all three)',
    ],
    [{ CMI_GATEWAY_URL: CMI.CMI_GATEWAY_URL }, 'CMI_CLIENT_ID, CMI_STORE_KEY: required with CMI_GATEWAY_URL (card payment needs all three)'],
  ])('refuses to start with a partial set, naming what is missing: %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${problem}`);
  });

  it('refuses a store key shorter than 16 characters, naming it', () => {
    expect(() => loadConfig({ ...CMI, CMI_STORE_KEY: 'TEST1234' })).toThrow(
      'Invalid configuration: CMI_STORE_KEY: must be at least 16 characters',
    );
  });

  it.each(['ftp://testpayment.cmi.co.ma/fim/est3Dgate', 'testpayment.cmi.co.ma'])(
    'refuses a gateway address that is not http(s): %s',
    (address) => {
      expect(() => loadConfig({ ...CMI, CMI_GATEWAY_URL: address })).toThrow(
        'Invalid configuration: CMI_GATEWAY_URL: must be an http(s) address',
      );
    },
  );
});
