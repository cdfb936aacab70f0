import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { StatementMappingInput, StatementSummaryFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { PastStatements } from '@/modules/staff/statements/components/PastStatements';
import { StatementImportForm } from '@/modules/staff/statements/components/StatementImportForm';
import { StatementMappingStep } from '@/modules/staff/statements/components/StatementMappingStep';
import { StatementSummary } from '@/modules/staff/statements/components/StatementSummary';
import { useImportStatement } from '@/modules/staff/statements/hooks/useImportStatement';
import { rememberBank, rememberedBank } from '@/modules/staff/statements/utils/remembered-bank';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  h1,
  h2 {
    margin: 0;
  }
`;

/** Where the import stands: the form, the columns to map for this file, or what it came to. */
type ImportStep =
  | { step: 'form' }
  | { step: 'mapping'; file: File; bank: string; headers: string[] }
  | { step: 'summary'; statement: StatementSummaryFieldsFragment };

/** /admin/payments/statements (AGENT, ADMIN): import a bank statement, and the imports before (docs/payments.md). */
export function StatementImportPage() {
  const { t } = useLingui();
  const { importStatement, sending } = useImportStatement();
  const [current, setCurrent] = useState<ImportStep>({ step: 'form' });
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File, bank: string, mapping: StatementMappingInput | null) => {
    setFailure(null);
    rememberBank(bank);
    const outcome = await importStatement(file, bank, mapping);
    if (outcome.kind === 'imported') setCurrent({ step: 'summary', statement: outcome.statement });
    else if (outcome.kind === 'needsMapping') setCurrent({ step: 'mapping', file, bank, headers: outcome.headers });
    else if (!outcome.cancelled) setFailure(outcome.message);
  };

  return (
    <StyledPage>
      <h1>
        <Trans>Bank statements</Trans>
      </h1>
      <p>
        <Trans>
          Import the statement as the bank exported it: each credit whose label carries a payment’s reference and its
          exact amount verifies that payment. A line imported before is never applied twice.
        </Trans>
      </p>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {current.step === 'form' ? (
        <StatementImportForm initialBank={rememberedBank()} sending={sending} onImport={(file, bank) => void send(file, bank, null)} />
      ) : null}
      {current.step === 'mapping' ? (
        <StatementMappingStep
          headers={current.headers}
          fileName={current.file.name}
          sending={sending}
          onImport={(mapping) => void send(current.file, current.bank, mapping)}
          onCancel={() => setCurrent({ step: 'form' })}
        />
      ) : null}
      {current.step === 'summary' ? (
        <>
          <StatementSummary statement={current.statement} />
          <div>
            <StyledButton type="button" $variant="secondary" onClick={() => setCurrent({ step: 'form' })}>
              <Trans>Import another statement</Trans>
            </StyledButton>
          </div>
        </>
      ) : null}
      <section aria-label={t`Imported statements`}>
        <PastStatements />
      </section>
    </StyledPage>
  );
}
