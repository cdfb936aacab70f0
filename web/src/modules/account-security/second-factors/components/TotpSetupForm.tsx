import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { OneTimeCodeField } from '@/modules/account-security/second-factors/components/OneTimeCodeField';
import { StyledActions, StyledSecret, StyledStack } from '@/modules/account-security/second-factors/components/SecondFactors.styles';
import type { TotpSetup } from '@/modules/account-security/second-factors/hooks/useSecondFactorEnrolment';
import { ONE_TIME_CODE_LENGTH } from '@/modules/account-security/second-factors/utils/one-time-code';
import { StyledButton } from '@/modules/ui/components/Button';

const QR_CODE_SIZE = 200;

const StyledQrCode = styled.img`
  justify-self: center;
  inline-size: ${QR_CODE_SIZE}px;
  block-size: ${QR_CODE_SIZE}px;
  /* A QR code is an image, not a layout: never mirrored. */
  image-rendering: pixelated;
`;

/** The secret in groups of four, as apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface TotpSetupFormProps {
  setup: TotpSetup;
  busy: boolean;
  onConfirm: (code: string) => void;
  onBack: () => void;
}

/** Adding an authenticator app: its QR code and secret (shown once), then a code it gives to confirm. */
export function TotpSetupForm({ setup, busy, onConfirm, onBack }: TotpSetupFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = code.length !== ONE_TIME_CODE_LENGTH;
    setError(invalid ? t`Enter the 6 digits the app shows.` : null);
    if (!invalid) onConfirm(code);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Add an authenticator app`}>
      <StyledStack>
        <p>
          <Trans>
            Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft
            Authenticator or FreeOTP).
          </Trans>
        </p>
        <StyledQrCode src={setup.qrCode} alt={t`QR code to scan with your authenticator app`} />
        <p>
          <Trans>Or type this key into the app. It is shown only now.</Trans>
        </p>
        <StyledSecret dir="ltr" data-testid="totp-secret">
          {grouped(setup.secret)}
        </StyledSecret>
        <p>
          <a href={setup.uri} dir="auto">
            <Trans>Open in an authenticator app on this device</Trans>
          </a>
        </p>
        <OneTimeCodeField label={t`Code the app now shows`} value={code} onChange={setCode} error={error} />
        <StyledActions>
          <StyledButton type="submit" disabled={busy}>
            <Trans>Confirm</Trans>
          </StyledButton>
          <StyledButton type="button" $variant="text" onClick={onBack}>
            <Trans>Choose another way</Trans>
          </StyledButton>
        </StyledActions>
      </StyledStack>
    </form>
  );
}
