import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { paging } from '../../graphql/paging.ts';
import { streamedFile } from '../../graphql/uploads.ts';
import { isNotFound } from '../../rest/upstream-error.ts';
import type { UploadLimit } from '../../rest/multipart-body.ts';
import { STATEMENT_MAX_BYTES } from '@bourses/common/limits';
import type { GraphQLContext } from '../../graphql/graphql-context.ts';
import type { BankStatementModel } from './statement-model.ts';

const STATEMENT_LIMIT: UploadLimit = { maxBytes: STATEMENT_MAX_BYTES, tooLarge: 'STATEMENT_TOO_LARGE' };

/** A list of the statement, from its parent when it was read alone, else from the statement read once. */
const list =
  <K extends 'matched' | 'alreadyVerified' | 'mismatches' | 'unmatched' | 'problems'>(name: K) =>
  async (statement: BankStatementModel, _args: unknown, { statements }: GraphQLContext) =>
    statement[name] ?? (await statements.statement(statement.id))[name];

/** Bank statements imported by staff (docs/payments.md, "Bank statement import"). */
export const statementsResolvers: Resolvers = {
  Query: {
    bankStatements: (_parent, { page, limit }, { statements }) => {
      const paged = paging(page, limit);
      return statements.list(paged.page, paged.limit);
    },
    bankStatement: (_parent, { id }, { statements }) =>
      statements.statement(id).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
  },
  Mutation: {
    importBankStatement: async (_parent, { file, bank, mapping }, { statements }) => {
      const answer = await statements.import(streamedFile(file, STATEMENT_LIMIT), bank, mapping);
      if (answer.status === 'NEEDS_MAPPING') return { statement: null, headersToMap: answer.headers };
      // The summary with its lists, which the import's answer does not carry.
      return { statement: await statements.statement(answer.statement.id), headersToMap: null };
    },
  },
  BankStatementImport: {
    importedBy: (statement, _args, { loaders }) =>
      statement.importedById === null ? null : loaders.user.load(statement.importedById),
    matched: list('matched'),
    alreadyVerified: list('alreadyVerified'),
    mismatches: list('mismatches'),
    unmatched: list('unmatched'),
    problems: list('problems'),
  },
  StatementLine: {
    payment: (line, _args, { loaders }) => (line.paymentId === null ? null : loaders.payment.load(line.paymentId)),
  },
};
