import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

/**
 * Where a person types the code printed on a document: it opens /verifier/<code>, the address the
 * document's QR code leads to. The code is sent as typed: the server reads case, dashes and look-alike
 * letters itself (docs/documents.md).
 */
export function VerificationCodeForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setError(t`Type the code printed on the document.`);
      return;
    }
    setError(null);
    void navigate(`/verifier/${encodeURIComponent(typed)}`);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Check a verification code`}>
      <TextField
        label={t`Verification code`}
        helper={t`For example ABCD-EFGH-2345, at the foot of the document's first page.`}
        error={error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <StyledButton type="submit">
        <Trans context="the button that checks a document's verification code">Verify</Trans>
      </StyledButton>
    </form>
  );
}
