import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { controlAttributes, FieldFrame } from '@/modules/ui/components/FieldFrame';

const StyledInput = styled.input<{ $invalid: boolean }>`
  padding: ${({ theme }) => theme.spacing(1.25, 1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledSecret = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

const StyledReveal = styled.button`
  padding: ${({ theme }) => theme.spacing(0, 1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.small};
  cursor: pointer;
  white-space: nowrap;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  helper?: ReactNode;
}

/** A labelled input whose error and help text are announced with it; a password can be shown. */
export function TextField({ label, error, helper, required, ...inputProps }: TextFieldProps) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const secret = inputProps.type === 'password';
  return (
    <FieldFrame label={label} helper={helper} error={error} required={required}>
      {(control) => {
        const input = (
          <StyledInput
            {...controlAttributes(control, required)}
            {...inputProps}
            type={secret && revealed ? 'text' : inputProps.type}
          />
        );
        if (!secret) return input;
        return (
          <StyledSecret>
            {input}
            <StyledReveal
              type="button"
              aria-controls={control.id}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? t`Hide` : t`Show`}{' '}
              <span className="visually-hidden">{label}</span>
            </StyledReveal>
          </StyledSecret>
        );
      }}
    </FieldFrame>
  );
}
