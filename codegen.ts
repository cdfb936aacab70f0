import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { GRAPHQL_ENUM_VALUES } from './common/src/graphql-enums.ts';

// One schema, three outputs: the bff's resolver types and the web client's typed documents, the staff
// console's and the account-security screens' apart: the students' bundles load one map of documents
// (web/src/__generated__), which must carry neither. Staff operations are written with staffGraphql(),
// account-security ones with accountSecurityGraphql(), the rest with graphql().
// Generated files are never edited by hand; `npm run codegen:check` (and a bff test) fail when stale.
// A fourth, small one: the web's operation names, the only ones the bff's GraphQL metrics label by name.
const SCALARS = {
  Date: { input: 'string', output: 'string' },
  DateTime: { input: 'string', output: 'string' },
  Upload: { input: 'File', output: 'File' },
};

const WEB_TYPES = { useTypeImports: true, enumsAsTypes: true, scalars: SCALARS };

const config: CodegenConfig = {
  overwrite: true,
  // Documents are read from graphql(`…`), staffGraphql(`…`), accountSecurityGraphql(`…`),
  // correspondenceGraphql(`…`), documentsGraphql(`…`) and cardPaymentGraphql(`…`) calls.
  pluckConfig: {
    globalGqlIdentifierName: ['graphql', 'staffGraphql', 'accountSecurityGraphql', 'correspondenceGraphql', 'documentsGraphql', 'cardPaymentGraphql'],
  },
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Resolvers see the api's spelling, from the one mapping the bff also resolves the enums with.
        enumValues: GRAPHQL_ENUM_VALUES,
        scalars: {
          Date: 'string',
          DateTime: 'string',
          Upload: "Promise<import('graphql-upload-minimal').FileUpload>",
        },
        contextType: '../graphql/graphql-context.ts#GraphQLContext',
        mappers: {
          User: '../iam/user-model.ts#UserModel',
          Money: '@bourses/common/money#Money as MoneyModel',
          Scholarship: '../scholarships/scholarship-model.ts#ScholarshipModel',
          Application: '../applications/application-model.ts#ApplicationModel',
          ApplicationHistoryEntry: '../applications/application-model.ts#HistoryEntryModel',
          InternalNote: '../casework/note-model.ts#NoteModel',
          BulkApplicationOutcome: '../casework/note-model.ts#BulkOutcomeModel',
          Payment: '../payments/payment-model.ts#PaymentModel',
          CardPaymentAttempt: '../payments/card/card-attempt-model.ts#CardAttemptModel',
          PaymentSettings: '../payments/settings/payment-settings-model.ts#PaymentSettingsModel',
          BankStatementImport: '../payments/statements/statement-model.ts#BankStatementModel',
          StatementLine: '../payments/statements/statement-model.ts#StatementLineModel',
          FinanceRow: '../payments/finance/finance-model.ts#FinanceRowModel',
          Conversation: '../correspondence/conversations/conversation-model.ts#ConversationModel',
          Message: '../correspondence/conversations/conversation-model.ts#MessageModel',
          MessageAttachment: '../correspondence/conversations/conversation-model.ts#MessageAttachmentModel',
          CorrectionRequest: '../correspondence/corrections/correction-model.ts#CorrectionRequestModel',
          CorrectionItem: '../correspondence/corrections/correction-model.ts#CorrectionItemModel',
          Document: '../documents/document-model.ts#DocumentModel',
        },
        emitLegacyCommonJSImports: false,
      },
    },
    // The bff labels its GraphQL metrics by these names only: a caller cannot grow the label set.
    'bff/src/__generated__/web-operation-names.ts': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/**/__generated__/**'],
      // An absolute path: the bff's codegen test loads this file from another working directory.
      plugins: [fileURLToPath(new URL('./bff/codegen/web-operation-names.ts', import.meta.url))],
    },
    'web/src/__generated__/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/**/__generated__/**', '!web/src/modules/staff/**', '!web/src/modules/account-security/**', '!web/src/modules/correspondence/**', '!web/src/modules/documents/**', '!web/src/modules/card-payment/**'],
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: WEB_TYPES,
    },
    // Two-step sign-in, sessions and re-authentication (accountSecurityGraphql()): their operations load
    // with their screens only, not with every student page; they may spread the sign-in's fragments.
    'web/src/modules/account-security/__generated__/': {
      preset: 'client',
      documents: [
        'web/src/modules/account-security/**/*.{ts,tsx}',
        '!web/src/modules/account-security/__generated__/**',
        'web/src/modules/auth/graphql/SessionUserFields.ts',
        'web/src/modules/auth/graphql/SignInAnswerFields.ts',
      ],
      presetConfig: { gqlTagName: 'accountSecurityGraphql', fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: WEB_TYPES,
    },
    // Messages, conversations and correction requests (correspondenceGraphql()): loaded with their panel
    // and forms, which the students' pages and the staff console both open lazily.
    'web/src/modules/correspondence/__generated__/': {
      preset: 'client',
      documents: ['web/src/modules/correspondence/**/*.{ts,tsx}', '!web/src/modules/correspondence/__generated__/**'],
      presetConfig: { gqlTagName: 'correspondenceGraphql', fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: WEB_TYPES,
    },
    // Official documents and their public verification (documentsGraphql()): loaded with the documents'
    // list, an application's section, a verified payment's receipt button and /verifier.
    'web/src/modules/documents/__generated__/': {
      preset: 'client',
      documents: ['web/src/modules/documents/**/*.{ts,tsx}', '!web/src/modules/documents/__generated__/**'],
      presetConfig: { gqlTagName: 'documentsGraphql', fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: WEB_TYPES,
    },
    // Paying by card at CMI (cardPaymentGraphql()): loaded with a payment's "Pay by card" and the pages CMI
    // sends the student back to.
    'web/src/modules/card-payment/__generated__/': {
      preset: 'client',
      documents: ['web/src/modules/card-payment/**/*.{ts,tsx}', '!web/src/modules/card-payment/__generated__/**'],
      presetConfig: { gqlTagName: 'cardPaymentGraphql', fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: WEB_TYPES,
    },
    'web/src/modules/staff/__generated__/': {
      preset: 'client',
      documents: ['web/src/modules/staff/**/*.{ts,tsx}', '!web/src/modules/staff/__generated__/**'],
      presetConfig: { gqlTagName: 'staffGraphql', fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: WEB_TYPES,
    },
  },
};

export default config;
