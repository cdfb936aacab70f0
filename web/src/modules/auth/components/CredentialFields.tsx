import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '@/modules/ui/components/TextField';

/** A credential field's own props: its words and kind are fixed, so that browsers fill it in. */
export type CredentialFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'required'>;

/** The address an account signs in with (sign-in, forgotten password, registration). */
export function EmailField(props: CredentialFieldProps) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" autoComplete="email" required {...props} />;
}

/** The account's present password, asked to sign in or to confirm an action. */
export function CurrentPasswordField(props: CredentialFieldProps) {
  const { t } = useLingui();
  return (
    <TextField label={t`Password`} type="password" autoComplete="current-password" required {...props} />
  );
}
