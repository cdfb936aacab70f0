import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMoroccanPhone, PHONE_INPUT_MAX_LENGTH } from '@bourses/common/phone';
import { ROLES } from '@bourses/common/statuses';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useSaveUser } from '@/modules/staff/accounts/hooks/useSaveUser';
import { useUserFormMessages } from '@/modules/staff/accounts/hooks/useUserFormMessages';
import {
  hasErrors,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from '@/modules/staff/accounts/utils/user-form-rules';
import { StyledDialogActions } from '@/modules/staff/shared/components/ConfirmDialog';
import { SelectField } from '@/modules/ui/components/FormControls';
import { ROLE_LABELS } from '@/modules/profile/utils/role-labels';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';
import { TextField } from '@/modules/ui/components/TextField';
import { bindTextFields } from '@/modules/ui/utils/text-fields';

export interface UserFormDialogProps {
  /** Absent: a new user. */
  userId?: string;
  initialValues: UserFormValues;
  onSaved: (id: string) => void;
  onClose: () => void;
}

/** Creates a user or an agent, or edits one (ADMIN). What was typed stays when the save fails. */
export function UserFormDialog({ userId, initialValues, onSaved, onClose }: UserFormDialogProps) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { create, update, saving } = useSaveUser();
  const messageOf = useUserFormMessages();
  const mode = userId ? 'edit' : 'create';
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  const set = <Key extends keyof UserFormValues>(key: Key, value: UserFormValues[Key]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const fieldError = (key: keyof UserFormValues) => {
    const code = errors[key];
    return code ? messageOf(code) : (serverFields[key] ?? null);
  };
  const field = bindTextFields(values, set, fieldError);

  const submit = async () => {
    const found = validateUserForm(values, mode);
    setErrors(found);
    if (hasErrors(found)) return;
    setServerError(null);
    setServerFields({});
    const result = userId ? await update(userId, values) : await create(values);
    if (!result.ok) {
      setServerError(result.message);
      setServerFields(result.fields);
      return;
    }
    showToast({ message: userId ? t`The account was saved.` : t`The account was created.` });
    onSaved(result.id);
    onClose();
  };

  return (
    <Dialog title={userId ? t`Edit account` : t(SHARED_MESSAGES.createAccount)} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t(SHARED_MESSAGES.firstName)} required autoComplete="off" {...field('firstName')} />
        <TextField label={t(SHARED_MESSAGES.lastName)} required autoComplete="off" {...field('lastName')} />
        <TextField label={t`E-mail`} type="email" required autoComplete="off" {...field('email')} />
        <TextField
          label={t(SHARED_MESSAGES.phoneNumber)}
          type="tel"
          required
          dir="ltr"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder="+212 6 12 34 56 78"
          {...field('phoneNumber', formatMoroccanPhone)}
        />
        {mode === 'create' ? (
          <TextField
            label={t(SHARED_MESSAGES.password)}
            type="password"
            required
            autoComplete="new-password"
            {...field('password')}
          />
        ) : null}
        <SelectField
          label={t`Role`}
          value={values.role}
          error={serverFields.role ?? null}
          onChange={(event) => set('role', ROLES.find((role) => role === event.target.value) ?? 'CLIENT')}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </option>
          ))}
        </SelectField>
        {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            {t(SHARED_MESSAGES.cancel)}
          </StyledButton>
          <StyledButton type="submit" disabled={saving}>
            {userId ? t(SHARED_MESSAGES.save) : t`Create`}
          </StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
