import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin-block-end: ${({ theme }) => theme.spacing(2)};
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  padding: ${({ theme }) => theme.spacing(1.25, 1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledHelper = styled.span<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.textMuted)};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  helper?: ReactNode;
}

/** A labelled input whose error and help text are announced with it. */
export function TextField({ label, error, helper, required, ...inputProps }: TextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const describedBy = [helper ? helperId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required ? ' *' : null}
      </StyledLabel>
      <StyledInput
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        {...inputProps}
      />
      {helper ? <StyledHelper id={helperId}>{helper}</StyledHelper> : null}
      {error ? (
        <StyledHelper id={errorId} $error role="alert">
          {error}
        </StyledHelper>
      ) : null}
    </StyledField>
  );
}
