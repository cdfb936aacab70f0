import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '@bourses/common/file-size';
import { isLanguage } from '@bourses/common/languages';
import { STATEMENT_MAX_BYTES } from '@bourses/common/limits';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { TextField } from '@/modules/ui/components/TextField';

const StyledForm = styled(StyledSurface).attrs({ as: 'form' })`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 48rem;
  padding: ${({ theme }) => theme.spacing(3)};
`;

const STATEMENT_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface StatementImportFormProps {
  initialBank: string;
  sending: boolean;
  onImport: (file: File, bank: string) => void;
}

/** The bank's name and its statement, as the bank exported it. */
export function StatementImportForm({ initialBank, sending, onImport }: StatementImportFormProps) {
  const { t, i18n } = useLingui();
  const [bank, setBank] = useState(initialBank);
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const maxSize = formatFileSize(STATEMENT_MAX_BYTES, isLanguage(i18n.locale) ? i18n.locale : 'fr');
  const bankError = bank.trim() === '' ? t`Name the bank: its columns are remembered under this name.` : null;
  const fileError = !file
    ? t`Choose the statement’s file.`
    : file.size > STATEMENT_MAX_BYTES
      ? t`This file is too large: a statement has ${maxSize} at most.`
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!bankError && !fileError && file) onImport(file, bank.trim());
  };

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={t`Import a bank statement`}>
      <TextField
        label={t({ message: 'Bank', context: 'bank statement' })}
        dir="auto"
        maxLength={100}
        required
        value={bank}
        onChange={(event) => setBank(event.target.value)}
        error={submitted ? bankError : null}
      />
      <TextField
        label={t`Statement (CSV or XLSX, ${maxSize} at most)`}
        type="file"
        accept={STATEMENT_TYPES}
        required
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        error={submitted ? fileError : null}
      />
      <StyledButton type="submit" disabled={sending}>
        {sending ? <Trans>Importing…</Trans> : <Trans>Import the statement</Trans>}
      </StyledButton>
    </StyledForm>
  );
}
