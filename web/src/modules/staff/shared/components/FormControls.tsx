import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { StyledHelper } from '@/modules/ui/components/TextField';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin-block-end: ${({ theme }) => theme.spacing(2)};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

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

interface FieldFrameProps {
  label: string;
  error?: string | null;
  required?: boolean;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function FieldFrame({ label, error, required, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : null}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      {error ? (
        <StyledHelper id={errorId} $error role="alert">
          {error}
        </StyledHelper>
      ) : null}
    </StyledField>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null;
}

export function SelectField({ label, error, required, children, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <StyledSelect
          id={id}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
          {...props}
        >
          {children}
        </StyledSelect>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
}

export function TextAreaField({ label, error, required, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <StyledTextArea
          id={id}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
