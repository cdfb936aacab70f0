import type { CodegenConfig } from '@graphql-codegen/cli';
import { GRAPHQL_ENUM_VALUES } from './common/src/graphql-enums.ts';

// One schema, two outputs: the bff's resolver types and the web client's typed documents.
// Generated files are never edited by hand; `npm run codegen:check` (and a bff test) fail when stale.
const SCALARS = {
  Date: { input: 'string', output: 'string' },
  DateTime: { input: 'string', output: 'string' },
  Upload: { input: 'File', output: 'File' },
};

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
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
          Scholarship: '../scholarships/scholarship-model.ts#ScholarshipModel',
          Application: '../applications/application-model.ts#ApplicationModel',
          ApplicationHistoryEntry: '../applications/application-model.ts#HistoryEntryModel',
        },
        emitLegacyCommonJSImports: false,
      },
    },
    'web/src/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: SCALARS,
      },
    },
  },
};

export default config;
