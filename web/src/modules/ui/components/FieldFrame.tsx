import { useId, type ReactNode } from 'react';
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

// A line of its own: help and error must never run together into one sentence, whatever holds them.
export const StyledHelper = styled.span<{ $error?: boolean }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.textMuted)};
`;

/** What a field's control needs to be tied to its label, help and error. */
interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** The attributes that tie a control to its field's label, help and error. */
export const controlAttributes = (
  { id, describedBy, invalid }: FieldControl,
  required: boolean | undefined,
) => ({
  id,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': invalid || undefined,
  $invalid: invalid,
});

/** Ids for a field's help text and error, and the `aria-describedby` that names those shown. */
export function useFieldMessages(helper: ReactNode, error: string | null | undefined) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const describedBy =
    [helper ? helperId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, helperId, errorId, describedBy };
}

/** A field's help text, then its error, announced when it appears. */
export function FieldMessages(props: {
  helper?: ReactNode;
  helperId: string;
  error?: string | null;
  errorId: string;
}) {
  return (
    <>
      {props.helper ? <StyledHelper id={props.helperId}>{props.helper}</StyledHelper> : null}
      {props.error ? (
        <StyledHelper id={props.errorId} $error role="alert">
          {props.error}
        </StyledHelper>
      ) : null}
    </>
  );
}

export interface FieldFrameProps {
  label: string;
  helper?: ReactNode;
  error?: string | null;
  required?: boolean;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form field whose help text and error are announced with its control. */
export function FieldFrame({ label, helper, error, required, children }: FieldFrameProps) {
  const { id, helperId, errorId, describedBy } = useFieldMessages(helper, error);
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required ? ' *' : null}
      </StyledLabel>
      {children({ id, describedBy, invalid: Boolean(error) })}
      <FieldMessages helper={helper} helperId={helperId} error={error} errorId={errorId} />
    </StyledField>
  );
}
