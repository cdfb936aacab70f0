import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { StyledActions, StyledStack } from '@/modules/account-security/second-factors/components/SecondFactors.styles';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

// As the api allows (FACTOR_NAME_INVALID).
const PASSKEY_NAME_MAX_LENGTH = 60;

export interface PasskeySetupFormProps {
  busy: boolean;
  onCreate: (name: string) => void;
  onBack: () => void;
}

/** Adding a passkey: an optional name to recognise it by, then the browser's own prompt. */
export function PasskeySetupForm({ busy, onCreate, onBack }: PasskeySetupFormProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCreate(name);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Add a passkey`}>
      <StyledStack>
        <p>
          <Trans>
            Your phone, your computer or a security key keeps the passkey and unlocks it with its screen lock
            (fingerprint, face or PIN). Nothing is sent to us but a proof.
          </Trans>
        </p>
        <TextField
          label={t`Name of this passkey (optional)`}
          helper={t`For example: My phone`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          dir="auto"
          autoFocus
        />
        <StyledActions>
          <StyledButton type="submit" disabled={busy}>
            <Trans>Create the passkey</Trans>
          </StyledButton>
          <StyledButton type="button" $variant="text" onClick={onBack}>
            <Trans>Choose another way</Trans>
          </StyledButton>
        </StyledActions>
      </StyledStack>
    </form>
  );
}
