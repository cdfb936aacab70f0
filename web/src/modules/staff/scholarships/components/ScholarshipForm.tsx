import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { COUNTRY_CODES } from '@bourses/common/country-codes';
import type { Language } from '@bourses/common/languages';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useCountriesByName } from '@/modules/i18n/hooks/useCountriesByName';
import { ImageField } from '@/modules/staff/scholarships/components/ImageField';
import { LanguageTabs } from '@/modules/staff/scholarships/components/LanguageTabs';
import { TranslationFields } from '@/modules/staff/scholarships/components/TranslationFields';
import { useScholarshipFormMessages } from '@/modules/staff/scholarships/hooks/useScholarshipFormMessages';
import type {
  ScholarshipDraft,
  TranslationDraft,
} from '@/modules/staff/scholarships/utils/scholarship-draft';
import {
  languagesWithErrors,
  validateScholarshipDraft,
  type ScholarshipFormErrors,
} from '@/modules/staff/scholarships/utils/scholarship-form-rules';
import { SelectField } from '@/modules/ui/components/FormControls';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';
import { bindTextFields } from '@/modules/ui/utils/text-fields';
import { StyledSurface } from '@/modules/ui/components/Surface';

const StyledSection = styled(StyledSurface).attrs({ as: 'fieldset' })`
  /* A fieldset is as wide as its widest line by default: the tabs and the file input pushed the
     page 200 px past a 1440 px screen and 470 px past a phone. */
  min-inline-size: 0;
  border: 0;
  padding: ${({ theme }) => theme.spacing(2.5)};
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  legend {
    float: inline-start;
    inline-size: 100%;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.large};
    margin-block-end: ${({ theme }) => theme.spacing(2)};
  }
  /* Below the floated legend: a flex box beside a full-width float is squeezed to nothing, and
     its tabs or file input spill past the screen's edge. */
  legend + * {
    clear: both;
  }
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(0, 2)};
  clear: both;
`;

export interface ScholarshipFormProps {
  initialDraft: ScholarshipDraft;
  currentImageUrl: string | null;
  submitLabel: string;
  /** On create: a second button that saves and publishes at once (the first one saves a draft). */
  publishLabel?: string;
  /** Answers null on success, else the server's message and field messages; the form keeps its values. */
  onSubmit: (
    draft: ScholarshipDraft,
    image: File | null,
    publish: boolean,
  ) => Promise<{ message: string; fields: Record<string, string> } | null>;
  onCancel: () => void;
}

export function ScholarshipForm({
  initialDraft,
  currentImageUrl,
  submitLabel,
  publishLabel,
  onSubmit,
  onCancel,
}: ScholarshipFormProps) {
  const { t } = useLingui();
  const messageOf = useScholarshipFormMessages();
  const countries = useCountriesByName(COUNTRY_CODES);
  const [draft, setDraft] = useState(initialDraft);
  const [image, setImage] = useState<File | null>(null);
  const [tab, setTab] = useState<Language>('fr');
  const [errors, setErrors] = useState<ScholarshipFormErrors>({});
  const [serverError, setServerError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);

  const set = <Key extends keyof ScholarshipDraft>(key: Key, value: ScholarshipDraft[Key]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const setTranslation = (language: Language, translation: TranslationDraft) =>
    setDraft((previous) => ({
      ...previous,
      translations: { ...previous.translations, [language]: translation },
    }));
  const fieldError = (path: string) => messageOf(errors[path]) ?? serverError?.fields[path] ?? null;
  const field = bindTextFields(draft, set, fieldError);

  const submit = async (publish: boolean) => {
    const found = validateScholarshipDraft(draft);
    setErrors(found);
    const invalidLanguages = languagesWithErrors(found);
    if (Object.keys(found).length > 0) {
      if (invalidLanguages.length > 0 && !invalidLanguages.includes(tab)) setTab(invalidLanguages[0] ?? 'fr');
      return;
    }
    setSaving(true);
    setServerError(null);
    const failure = await onSubmit(draft, image, publish);
    setSaving(false);
    if (failure) setServerError(failure);
  };

  const unmatchedServerFields = Object.entries(serverError?.fields ?? {});
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Enter in a field saves as the first button does: a draft, never a publication.
        const publish = event.nativeEvent instanceof SubmitEvent && event.nativeEvent.submitter?.dataset.publish === 'true';
        void submit(publish);
      }}
    >
      <StyledSection>
        <legend>{t`Content`}</legend>
        <LanguageTabs
          active={tab}
          onActivate={setTab}
          invalid={languagesWithErrors(errors)}
          renderPanel={(language) => (
            <TranslationFields
              language={language}
              translation={draft.translations[language]}
              onChange={(translation) => setTranslation(language, translation)}
              errors={{
                title: fieldError(`${language}.title`),
                description: fieldError(`${language}.description`),
                longDescription: fieldError(`${language}.longDescription`),
                videoUrl: fieldError(`${language}.videoUrl`),
                faq: fieldError(`${language}.faq`),
              }}
            />
          )}
        />
      </StyledSection>
      <StyledSection>
        <legend>{t`Where and when`}</legend>
        <StyledRow>
          <SelectField label={t(SHARED_MESSAGES.country)} required {...field('country')}>
            <option value="">{t`Choose a country`}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <TextField label={t(SHARED_MESSAGES.university)} required dir="auto" {...field('university')} />
          <TextField label={t(SHARED_MESSAGES.startDate)} type="date" required {...field('startDate')} />
          <TextField
            label={t(SHARED_MESSAGES.deadline)}
            type="date"
            required
            min={draft.startDate || undefined}
            {...field('deadline')}
          />
          <TextField
            label={t`Application fee (MAD)`}
            inputMode="decimal"
            helper={t`Empty: applying is free.`}
            {...field('applicationFee')}
          />
        </StyledRow>
      </StyledSection>
      <StyledSection>
        <legend>{t`Picture`}</legend>
        <ImageField
          currentUrl={draft.imageUrl.trim() || currentImageUrl}
          file={image}
          onFileChange={setImage}
        />
        <TextField
          label={t`Or the address of a picture on the web`}
          type="url"
          dir="ltr"
          value={draft.imageUrl}
          error={fieldError('imageUrl')}
          onChange={(event) => set('imageUrl', event.target.value)}
        />
        {currentImageUrl ? (
          <label>
            <input
              type="checkbox"
              checked={draft.removeImage}
              onChange={(event) => set('removeImage', event.target.checked)}
            />{' '}
            <Trans>Remove the uploaded picture</Trans>
          </label>
        ) : null}
      </StyledSection>
      {Object.keys(errors).length > 0 ? (
        <Alert severity="error">
          <Trans>Some fields need your attention (see the flagged tabs and fields).</Trans>
        </Alert>
      ) : null}
      {serverError ? (
        <Alert severity="error">
          {serverError.message}
          {unmatchedServerFields.length > 0 ? (
            <ul>
              {unmatchedServerFields.map(([field, message]) => (
                <li key={field}>
                  {field}: {message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <StyledToolbar>
        <StyledButton type="submit" $variant={publishLabel ? 'secondary' : 'primary'} disabled={saving}>
          {submitLabel}
        </StyledButton>
        {publishLabel ? (
          <StyledButton type="submit" data-publish="true" disabled={saving}>
            {publishLabel}
          </StyledButton>
        ) : null}
        <StyledButton type="button" $variant="secondary" onClick={onCancel}>
          {t(SHARED_MESSAGES.cancel)}
        </StyledButton>
      </StyledToolbar>
    </form>
  );
}
