import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '@/modules/ui/components/TextField';

type PasswordFieldState = Pick<TextFieldProps, 'value' | 'onChange' | 'error'>;

export interface NewPasswordFieldsProps {
  newPassword: PasswordFieldState;
  confirmPassword: PasswordFieldState;
}

/** A new password typed twice, as the change-password page and the reset link's page ask for it. */
export function NewPasswordFields({ newPassword, confirmPassword }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField label={t`New password`} type="password" autoComplete="new-password" required {...newPassword} />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
