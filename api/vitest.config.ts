import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file boots its own database, so run two at a time.
    maxWorkers: 2,
    // s3rver, the S3 server the storage tests run, encrypts its listings' continuation tokens
    // with DES, which OpenSSL 3 only offers through its legacy provider.
    execArgv: ['--openssl-legacy-provider'],
  },
});
