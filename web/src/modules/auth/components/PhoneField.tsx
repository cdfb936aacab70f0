import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMoroccanPhone, PHONE_INPUT_MAX_LENGTH, phoneOperator, validateMoroccanPhone, type PhoneError } from '@bourses/common/phone';
import { PHONE_ERROR_MESSAGES } from '@/modules/auth/utils/phone-messages';
import { TextField } from '@/modules/ui/components/TextField';

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** An error from submitting, shown until the field is edited. */
  submitError?: PhoneError | null;
}

/**
 * The Moroccan phone input: formats as '+212 6 12 34 56 78' while typing (18 characters at most),
 * validates on blur and then on every keystroke, and names the operator once it can be told.
 */
export function PhoneField({ value, onChange, submitError }: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  const [blurred, setBlurred] = useState(false);
  const liveError = blurred ? validateMoroccanPhone(value) : null;
  const error = liveError ?? submitError ?? null;
  const operator = phoneOperator(value);
  const operatorHint =
    operator === null ? null : operator === 'landline' ? t`Landline` : t`Operator: ${operator}`;

  return (
    <TextField
      label={t`Phone number`}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      placeholder="+212 6 12 34 56 78"
      required
      maxLength={PHONE_INPUT_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(formatMoroccanPhone(event.target.value))}
      onBlur={() => setBlurred(true)}
      error={error ? i18n._(PHONE_ERROR_MESSAGES[error]) : null}
      helper={operatorHint}
    />
  );
}
