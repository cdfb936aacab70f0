import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatMoroccanPhone, validateMoroccanPhone } from '@bourses/common/phone';
import { PhoneField } from '@/modules/auth/components/PhoneField';
import { useUpdateProfile } from '@/modules/profile/hooks/useUpdateProfile';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface EditProfileFormProps {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  onDone: () => void;
}

export function EditProfileForm({ firstName, lastName, phoneNumber, onDone }: EditProfileFormProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const { updateProfile, saving } = useUpdateProfile();
  const [values, setValues] = useState({
    firstName,
    lastName,
    phoneNumber: formatMoroccanPhone(phoneNumber ?? ''),
  });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const required = t`This field is required`;
  const phoneError = submitted ? validateMoroccanPhone(values.phoneNumber) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!values.firstName.trim() || !values.lastName.trim() || validateMoroccanPhone(values.phoneNumber)) return;
    const error = await updateProfile(values);
    if (error) {
      setFailure(error);
      return;
    }
    showToast({ message: t`Profile updated.` });
    onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Edit Profile`}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        label={t`First name`}
        dir="auto"
        required
        value={values.firstName}
        onChange={(event) => setValues({ ...values, firstName: event.target.value })}
        error={submitted && !values.firstName.trim() ? required : null}
      />
      <TextField
        label={t`Last name`}
        dir="auto"
        required
        value={values.lastName}
        onChange={(event) => setValues({ ...values, lastName: event.target.value })}
        error={submitted && !values.lastName.trim() ? required : null}
      />
      <PhoneField
        value={values.phoneNumber}
        onChange={(phone) => setValues({ ...values, phoneNumber: phone })}
        submitError={phoneError}
      />
      <StyledActions>
        <StyledButton type="submit" disabled={saving}>
          <Trans>Save</Trans>
        </StyledButton>
        <StyledButton type="button" $variant="text" onClick={onDone}>
          <Trans>Cancel</Trans>
        </StyledButton>
      </StyledActions>
    </form>
  );
}
