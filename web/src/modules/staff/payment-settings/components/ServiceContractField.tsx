import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';

export interface ServiceContractFieldProps {
  /** The language's name, for the field's label. */
  languageName: string;
  /** The current template's link, or null when none was uploaded in this language. */
  currentUrl: string | null;
  sending: boolean;
  onChoose: (file: File) => void;
}

const StyledField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  margin-block: ${({ theme }) => theme.spacing(1)};
`;

/** A language's service contract template: a link to the current one, and a PDF to send in its place. */
export function ServiceContractField({ languageName, currentUrl, sending, onChoose }: ServiceContractFieldProps) {
  const { t } = useLingui();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChoose(file);
    event.target.value = '';
  };
  return (
    <StyledField>
      <label>
        {t`Service contract template (${languageName}, PDF)`}{' '}
        <input type="file" accept="application/pdf,.pdf" disabled={sending} onChange={onChange} />
      </label>
      {currentUrl ? (
        <a href={currentUrl} download>
          <Trans>Current template</Trans>
        </a>
      ) : (
        <span>
          <Trans>No template yet</Trans>
        </span>
      )}
    </StyledField>
  );
}
