import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Messages are written in English in the code; French is the default language and the fallback.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fr', 'ar', 'en'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/__generated__/**',
        '**/locales/**',
        '**/*.test.{ts,tsx}',
        // The staff console has its own catalogue, loaded only with its chunk: students never download it.
        '<rootDir>/src/modules/staff/**',
        // Second factors, sessions and re-authentication: loaded with their screens (account-security-catalog.ts).
        '<rootDir>/src/modules/account-security/**',
        // Messages, conversations and correction requests: loaded with their screens (correspondence-catalog.ts).
        // Official documents (receipts, proofs, letters) and the public verification page (documents-catalog.ts).
        '<rootDir>/src/modules/documents/**',
        '<rootDir>/src/modules/correspondence/**',
        // Paying by card at CMI: "Pay by card" and the return pages (card-payment-catalog.ts).
        '<rootDir>/src/modules/card-payment/**',
      ],
    },
    {
      path: '<rootDir>/src/modules/account-security/locales/{locale}/messages',
      include: ['<rootDir>/src/modules/account-security'],
      exclude: ['**/locales/**', '**/*.test.{ts,tsx}'],
    },
    {
      path: '<rootDir>/src/modules/correspondence/locales/{locale}/messages',
      include: ['<rootDir>/src/modules/correspondence'],
      exclude: ['**/locales/**', '**/*.test.{ts,tsx}'],
    },
    {
      path: '<rootDir>/src/modules/documents/locales/{locale}/messages',
      include: ['<rootDir>/src/modules/documents'],
      exclude: ['**/locales/**', '**/*.test.{ts,tsx}'],
    },
    {
      path: '<rootDir>/src/modules/card-payment/locales/{locale}/messages',
      include: ['<rootDir>/src/modules/card-payment'],
      exclude: ['**/locales/**', '**/*.test.{ts,tsx}'],
    },
    {
      path: '<rootDir>/src/modules/staff/locales/{locale}/messages',
      include: ['<rootDir>/src/modules/staff'],
      exclude: ['**/locales/**', '**/*.test.{ts,tsx}'],
    },
  ],
  // Without line numbers the catalogues change only when messages do (`lingui check sync` stays quiet).
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
