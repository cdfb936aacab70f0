import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { StatementMappingInput } from '@/modules/staff/__generated__/graphql';
import {
  EMPTY_MAPPING,
  MAPPING_FIELDS,
  OPTIONAL_MAPPING_FIELDS,
  toMappingInput,
  validateMapping,
  type MappingError,
  type MappingField,
} from '@/modules/staff/statements/utils/statement-mapping';
import { StyledButton } from '@/modules/ui/components/Button';
import { SelectField } from '@/modules/ui/components/FormControls';
import { StyledSurface } from '@/modules/ui/components/Surface';

const StyledStep = styled(StyledSurface).attrs({ as: 'form' })`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 48rem;
  padding: ${({ theme }) => theme.spacing(3)};
  h2,
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface StatementMappingStepProps {
  /** The file's headers, as the importer read them. */
  headers: readonly string[];
  fileName: string;
  sending: boolean;
  onImport: (mapping: StatementMappingInput) => void;
  onCancel: () => void;
}

/** The importer did not recognise the columns: staff say which header holds what, once per bank. */
export function StatementMappingStep({ headers, fileName, sending, onImport, onCancel }: StatementMappingStepProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(EMPTY_MAPPING);
  const [submitted, setSubmitted] = useState(false);
  const errors = validateMapping(draft, headers);
  const labels: Record<MappingField, string> = {
    date: t`Operation date`,
    label: t({ message: 'Label', comment: 'A bank statement’s label (libellé): what the bank wrote for the operation' }),
    amount: t`Amount credited`,
    debit: t`Amount debited (optional)`,
    reference: t`Reference column (optional)`,
  };
  const messages: Record<MappingError, string> = {
    REQUIRED: t`Choose the column.`,
    USED_TWICE: t`This column is chosen twice.`,
    UNKNOWN_HEADER: t`This file has no such column.`,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onImport(toMappingInput(draft));
  };

  return (
    <StyledStep noValidate onSubmit={onSubmit} aria-labelledby="statement-mapping-title">
      <h2 id="statement-mapping-title">
        <Trans>Which column holds what?</Trans>
      </h2>
      <p>
        <Trans>
          The columns of <bdi>{fileName}</bdi> were not recognised. Choose them once: they are remembered for this bank.
        </Trans>
      </p>
      {MAPPING_FIELDS.map((field) => {
        const error = errors[field];
        return (
          <SelectField
            key={field}
            label={labels[field]}
            required={!OPTIONAL_MAPPING_FIELDS.has(field)}
            value={draft[field]}
            error={submitted && error ? messages[error] : null}
            onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
          >
            <option value="">{OPTIONAL_MAPPING_FIELDS.has(field) ? t`None` : t`Choose…`}</option>
            {headers.map((header) => (
              <option key={header} value={header} dir="auto">
                {header}
              </option>
            ))}
          </SelectField>
        );
      })}
      <StyledActions>
        <StyledButton type="submit" disabled={sending}>
          {sending ? <Trans>Importing…</Trans> : <Trans>Import with these columns</Trans>}
        </StyledButton>
        <StyledButton type="button" $variant="secondary" onClick={onCancel}>
          <Trans>Choose another file</Trans>
        </StyledButton>
      </StyledActions>
    </StyledStep>
  );
}
