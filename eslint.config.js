// One lint setup for the whole repository (api, bff, web, common).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/__generated__/**', '**/generated/**', 'web/src/locales/**', 'web/src/modules/staff/locales/**', 'web/src/modules/account-security/locales/**', 'web/src/modules/correspondence/locales/**', 'web/src/modules/documents/locales/**', 'web/src/modules/card-payment/locales/**', '**/test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
      'no-console': 'error',
    },
  },
  {
    // Config files whose tools require a default export.
    files: ['*.config.{js,ts}', '**/*.config.{js,ts}', 'codegen.ts', '**/lingui.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
