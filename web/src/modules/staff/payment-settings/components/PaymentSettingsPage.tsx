import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LANGUAGES, type Language } from '@bourses/common/languages';
import { formatRib } from '@bourses/common/rib';
import { fromGraphQLLanguage, toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { ServiceContractField } from '@/modules/staff/payment-settings/components/ServiceContractField';
import { usePaymentSettingsAdmin } from '@/modules/staff/payment-settings/hooks/usePaymentSettingsAdmin';
import {
  draftOf,
  toPaymentSettingsInput,
  validatePaymentSettings,
  type PaymentSettingsDraft,
  type PaymentSettingsError,
} from '@/modules/staff/payment-settings/utils/payment-settings-draft';
import { useStaffPermissions } from '@/modules/staff/shared/hooks/useStaffPermissions';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextAreaField } from '@/modules/ui/components/FormControls';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { TextField } from '@/modules/ui/components/TextField';

const StyledForm = styled(StyledSurface).attrs({ as: 'form' })`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 48rem;
  padding: ${({ theme }) => theme.spacing(3)};
  fieldset {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
`;

/** /admin/payments/settings (ADMIN): the fee, where students pay, and per language the other ways and the contract template. */
export function PaymentSettingsPage() {
  const { t } = useLingui();
  const permissions = useStaffPermissions();
  const { settings, loading, error } = usePaymentSettingsAdmin();
  if (!permissions.managePaymentSettings) return <Alert severity="error">{t`Only an ADMIN sets the payment settings.`}</Alert>;
  if (loading) return <Spinner />;
  if (error || !settings) return <Alert severity="error">{error}</Alert>;
  // The draft starts from what the server has; the templates' links follow each upload.
  return <PaymentSettingsForm initial={draftOf(settings)} settings={settings} />;
}

interface PaymentSettingsFormProps {
  initial: PaymentSettingsDraft;
  settings: NonNullable<ReturnType<typeof usePaymentSettingsAdmin>['settings']>;
}

function PaymentSettingsForm({ initial, settings }: PaymentSettingsFormProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const { save, upload } = usePaymentSettingsAdmin();
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sendingLanguage, setSendingLanguage] = useState<Language | null>(null);
  const errors = validatePaymentSettings(draft);
  const messages: Record<PaymentSettingsError, string> = {
    FEE_INVALID: t`Enter an amount in dirhams, e.g. 150 or 150.50.`,
    RIB_INCOMPLETE: t`A RIB has 24 digits: bank (3), city (3), account (16) and key (2).`,
    RIB_INVALID: t`This RIB’s key does not match its other digits: check it against the bank’s certificate.`,
  };
  const languageNames: Record<Language, string> = { fr: t`French`, ar: t`Arabic`, en: t`English` };
  const contractUrl = (language: Language) =>
    settings.allInstructions.find((instructions) => fromGraphQLLanguage(instructions.language) === language)?.serviceContractUrl ?? null;

  const set = <K extends keyof PaymentSettingsDraft>(field: K, value: PaymentSettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    const outcome = await save.run({ input: toPaymentSettingsInput(draft) });
    if (outcome.ok) showToast({ message: t`Payment settings saved.`, severity: 'success' });
    else {
      setFailure(outcome.message);
      setServerErrors(outcome.fieldErrors);
    }
  };

  const sendTemplate = async (language: Language, file: File) => {
    setFailure(null);
    setSendingLanguage(language);
    const outcome = await upload.send({ language: toGraphQLLanguage(language), file });
    setSendingLanguage(null);
    if (outcome.ok) showToast({ message: t`Service contract template sent.`, severity: 'success' });
    else if (!outcome.cancelled) setFailure(outcome.message);
  };

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-labelledby="payment-settings-title">
      <h1 id="payment-settings-title">
        <Trans>Payment settings</Trans>
      </h1>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        label={t`Registration fee (MAD)`}
        inputMode="decimal"
        value={draft.registrationFee}
        onChange={(event) => set('registrationFee', event.target.value)}
        error={errors.registrationFee ? messages[errors.registrationFee] : serverErrors.registrationFee}
        helper={t`0 makes registration free.`}
      />
      <TextField label={t`Payee (account holder)`} dir="auto" maxLength={200} value={draft.payee} onChange={(event) => set('payee', event.target.value)} />
      <TextField label={t`Payee’s bank`} dir="auto" maxLength={200} value={draft.bankName} onChange={(event) => set('bankName', event.target.value)} />
      <TextField
        label={t`Payee’s RIB (24 digits)`}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        value={draft.rib}
        onChange={(event) => set('rib', formatRib(event.target.value))}
        error={errors.rib ? messages[errors.rib] : serverErrors.rib}
      />
      {LANGUAGES.map((language) => (
        <fieldset key={language}>
          <legend>{languageNames[language]}</legend>
          <TextAreaField
            label={t`Other ways to pay (${languageNames[language]})`}
            dir="auto"
            rows={3}
            maxLength={2000}
            value={draft.otherWays[language]}
            onChange={(event) => set('otherWays', { ...draft.otherWays, [language]: event.target.value })}
          />
          <ServiceContractField
            languageName={languageNames[language]}
            currentUrl={contractUrl(language)}
            sending={sendingLanguage !== null}
            onChoose={(file) => void sendTemplate(language, file)}
          />
        </fieldset>
      ))}
      <StyledButton type="submit" disabled={save.running}>
        {save.running ? <Trans>Saving…</Trans> : <Trans>Save the payment settings</Trans>}
      </StyledButton>
    </StyledForm>
  );
}
