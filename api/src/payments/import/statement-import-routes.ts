import { Router } from 'express';
import { callerOf } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import type { StatementImportAnswer } from '#api/contract/bank-statement-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import { notFound } from '#api/http/app-error.ts';
import { pageOf } from '#api/http/page.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { importStatement } from './import-statement.ts';
import {
  statementIdParams,
  statementImportFieldsSchema,
  statementListQuerySchema,
} from './import-schemas.ts';
import { presentStatement, presentStatementSummary } from './statement-presenter.ts';
import { listStatements, statementById, statementLines } from './statement-queries.ts';
import { statementPolicy } from './statement-policy.ts';
import { statementUpload, uploadedStatement } from './statement-upload.ts';

/** Bank statements under /api/payments/statements (docs/payments.md, "Bank statement import"). */
export function createStatementImportRouter(context: AppContext): Router {
  const router = Router();

  // Imported (201), or its headers to map first (200, nothing stored).
  router.post(
    '/api/payments/statements',
    statementPolicy.guard('import'),
    statementUpload,
    async (req, res) => {
      const fields = parseInput(statementImportFieldsSchema, req.body);
      const { content, fileName } = uploadedStatement(req);
      const result = await importStatement(context, callerOf(req), { file: content, fileName, ...fields });
      if (result.status === 'NEEDS_MAPPING') {
        res.json({ data: result satisfies Presented<StatementImportAnswer> });
        return;
      }
      const data = { status: 'IMPORTED', statement: presentStatementSummary(result.statement) } as const;
      res.status(201).json({ data: data satisfies Presented<StatementImportAnswer> });
    },
  );

  router.get('/api/payments/statements', statementPolicy.guard('read'), async (req, res) => {
    const { page, limit } = parseInput(statementListQuerySchema, req.query);
    const { rows, total } = await listStatements(context.db, { page, limit });
    res.json({ data: pageOf(rows.map(presentStatementSummary), total, page, limit) });
  });

  router.get('/api/payments/statements/:id', statementPolicy.guard('read'), async (req, res) => {
    const { id } = parseInput(statementIdParams, req.params);
    const statement = await statementById(context.db, id);
    if (!statement) throw notFound('STATEMENT_NOT_FOUND');
    const lines = await statementLines(context.db, id);
    res.json({ data: presentStatement(statement, lines, requestLanguage(req)) });
  });
  return router;
}
