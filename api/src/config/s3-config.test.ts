import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const KEYS = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'example-secret' };

describe('loadConfig: uploaded files in an S3-compatible bucket', () => {
  it('keeps files in the local folder when S3_BUCKET is not set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('uses Amazon S3 in us-east-1 with the SDK’s own credentials when only S3_BUCKET is set', () => {
    expect(loadConfig({ S3_BUCKET: 'bourses-files' }).s3).toEqual({
      bucket: 'bourses-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('addresses a self-hosted service by path unless told otherwise', () => {
    const selfHosted = { S3_BUCKET: 'bourses-files', S3_ENDPOINT: 'http://minio:9000', ...KEYS };

    expect(loadConfig(selfHosted).s3).toEqual({
      bucket: 'bourses-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret' },
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...selfHosted, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'eu-west-3' }).s3,
    ).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ S3_SECRET_ACCESS_KEY: 'example-secret' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
  ])('refuses one S3 key without the other: %o', (keys, message) => {
    expect(() => loadConfig({ S3_BUCKET: 'bourses-files', ...keys })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'bourses-files', ...keys })).toThrow(message);
  });

  it('refuses bucket settings without S3_BUCKET, rather than silently keeping files on this machine', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', ...KEYS })).toThrow(
      'Invalid configuration: S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set',
    );
    expect(() => loadConfig({ S3_REGION: 'eu-west-3' })).toThrow(/S3_BUCKET: required when S3_REGION is set/);
  });

  it.each([
    [{ S3_BUCKET: 'Bourses_Files' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'ab' }, /S3_BUCKET/],
    [{ S3_BUCKET: 'bourses-files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'bourses-files', S3_ENDPOINT: 'ftp://minio:9000' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'bourses-files', S3_REGION: 'EU West' }, /S3_REGION: must be a region name/],
    [{ S3_BUCKET: 'bourses-files', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
    [{ S3_BUCKET: 'bourses-files', ...KEYS, S3_SECRET_ACCESS_KEY: '' }, /S3_SECRET_ACCESS_KEY/],
  ])('names the bad variable in %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
