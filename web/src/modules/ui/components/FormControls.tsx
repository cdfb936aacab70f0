import type { Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { controlAttributes, FieldFrame } from '@/modules/ui/components/FieldFrame';

const controlStyle = css<{ $invalid: boolean }>`
  padding: ${({ theme }) => theme.spacing(1.25, 1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  min-inline-size: ${({ theme }) => theme.sizes.selectMin};
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyle}
`;

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyle}
  min-block-size: 96px;
  resize: vertical;
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null;
}

export function SelectField({ label, error, required, children, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      {(control) => (
        <StyledSelect {...controlAttributes(control, required)} {...props}>
          {children}
        </StyledSelect>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
  /** The text area itself (a composer inserts a saved reply at its cursor). */
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, required, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      {(control) => <StyledTextArea {...controlAttributes(control, required)} {...props} />}
    </FieldFrame>
  );
}
