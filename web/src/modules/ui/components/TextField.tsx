import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { controlAttributes, FieldFrame } from '@/modules/ui/components/FieldFrame';

const StyledInput = styled.input<{ $invalid: boolean }>`
  padding: ${({ theme }) => theme.spacing(1.25, 1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  helper?: ReactNode;
}

/** A labelled input whose error and help text are announced with it. */
export function TextField({ label, error, helper, required, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} helper={helper} error={error} required={required}>
      {(control) => <StyledInput {...controlAttributes(control, required)} {...inputProps} />}
    </FieldFrame>
  );
}
