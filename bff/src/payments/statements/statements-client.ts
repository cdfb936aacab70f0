import { bankStatementAnswerSchema, bankStatementSummaryAnswerSchema, statementImportAnswerSchema } from '@bourses/api/contract';
import type { BankStatementAnswer } from '@bourses/api/contract';
import { objectData, pageData } from '../../rest/envelopes.ts';
import type { StreamedFile } from '../../rest/multipart-body.ts';
import { idSegment } from '../../rest/resource-id.ts';
import type { RestClient } from '../../rest/rest-client.ts';

const STATEMENTS = '/api/payments/statements';

/** Which header of the file holds what, as staff mapped them (the api reads it as a JSON field). */
export interface StatementMapping {
  date: string;
  label: string;
  amount: string;
  debit?: string | null;
  reference?: string | null;
}

/** The mapping without the optional columns left blank, as JSON. */
function mappingField(mapping: StatementMapping): string {
  const { debit, reference, ...required } = mapping;
  return JSON.stringify({ ...required, ...(debit ? { debit } : {}), ...(reference ? { reference } : {}) });
}

/** Imported bank statements (/api/payments/statements; docs/payments.md, "Bank statement import"). */
export function createStatementsClient(rest: RestClient) {
  // One client per request: a statement's lists, asked by several fields, are read once.
  const details = new Map<string, Promise<BankStatementAnswer>>();
  return {
    async import(file: Promise<StreamedFile>, bank: string, mapping: StatementMapping | null | undefined) {
      const body = await rest.sendMultipart('POST', STATEMENTS, [
        { name: 'bank', value: bank },
        ...(mapping ? [{ name: 'mapping', value: mappingField(mapping) }] : []),
        { name: 'file', file },
      ]);
      return objectData(statementImportAnswerSchema, body, 'importBankStatement');
    },
    async list(page: number, limit: number) {
      return pageData(bankStatementSummaryAnswerSchema, await rest.get(STATEMENTS, { page, limit }), 'bankStatements');
    },
    /** One statement with its lists, and each line's payment id. */
    statement(id: string): Promise<BankStatementAnswer> {
      let detail = details.get(id);
      if (!detail) {
        detail = rest
          .get(`${STATEMENTS}/${idSegment(id)}`)
          .then((body) => objectData(bankStatementAnswerSchema, body, 'bankStatement'));
        details.set(id, detail);
      }
      return detail;
    },
  };
}

export type StatementsClient = ReturnType<typeof createStatementsClient>;
