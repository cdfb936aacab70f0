import { ONE_TIME_CODE_LENGTH, normaliseOneTimeCode } from '@/modules/account-security/second-factors/utils/one-time-code';
import { TextField } from '@/modules/ui/components/TextField';

export interface OneTimeCodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
}

/**
 * The six digits of an authenticator app: the phone offers its number pad and the code an SMS or the
 * app's keyboard suggests; digits stay left to right in Arabic.
 */
export function OneTimeCodeField({ label, value, onChange, error }: OneTimeCodeFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(normaliseOneTimeCode(event.target.value))}
      error={error}
      required
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={ONE_TIME_CODE_LENGTH}
      dir="ltr"
      // The only field of its step, which replaced the password's: where the user types next.
      autoFocus
    />
  );
}
