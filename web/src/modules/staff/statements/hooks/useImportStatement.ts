import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { getFragmentData } from '@/modules/staff/__generated__';
import type { StatementMappingInput } from '@/modules/staff/__generated__/graphql';
import { BANK_STATEMENTS } from '@/modules/staff/statements/graphql/BankStatements';
import { IMPORT_BANK_STATEMENT } from '@/modules/staff/statements/graphql/ImportBankStatement';
import { STATEMENT_SUMMARY_FIELDS } from '@/modules/staff/statements/graphql/StatementSummaryFields';
import { useUploadAction } from '@/modules/uploads/hooks/useUploadAction';
import type { StatementSummaryFieldsFragment } from '@/modules/staff/__generated__/graphql';

/** What one import came to: the summary, the headers to map first, or what to tell staff. */
export type ImportOutcome =
  | { kind: 'imported'; statement: StatementSummaryFieldsFragment }
  | { kind: 'needsMapping'; headers: string[] }
  | { kind: 'failed'; message: string; cancelled: boolean };

/** Sends a statement (with a mapping once staff chose the columns); the past imports are read again after. */
export function useImportStatement() {
  const { t } = useLingui();
  const upload = useUploadAction(IMPORT_BANK_STATEMENT, {
    fallback: t`The statement could not be imported.`,
    refetch: [BANK_STATEMENTS],
  });
  const { send } = upload;
  const importStatement = useCallback(
    async (file: File, bank: string, mapping: StatementMappingInput | null): Promise<ImportOutcome> => {
      const outcome = await send({ file, bank, mapping });
      if (!outcome.ok) return { kind: 'failed', message: outcome.message, cancelled: outcome.cancelled };
      const { statement, headersToMap } = outcome.data.importBankStatement;
      if (statement) return { kind: 'imported', statement: getFragmentData(STATEMENT_SUMMARY_FIELDS, statement) };
      return { kind: 'needsMapping', headers: headersToMap ?? [] };
    },
    [send],
  );
  return { importStatement, sending: upload.sending, cancel: upload.cancel, state: upload.state };
}
