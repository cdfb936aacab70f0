import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Language } from '@/modules/staff/__generated__/graphql';
import { useMessageTemplates } from '@/modules/staff/correspondence/hooks/useMessageTemplates';
import {
  readReplyLanguage,
  REPLY_LANGUAGE_NAMES,
  REPLY_LANGUAGES,
  replyLanguageOf,
} from '@/modules/staff/correspondence/utils/reply-languages';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { SelectField } from '@/modules/ui/components/FormControls';

const StyledPicker = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1, 1.5)};
  margin: ${({ theme }) => theme.spacing(0, 0, 1.5)};
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  & > * {
    margin-block-end: 0;
  }
  legend {
    font-weight: 600;
    padding-inline: ${({ theme }) => theme.spacing(0.5)};
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SavedReplyPickerProps {
  /** Given the chosen reply's text, to put in the message being written. */
  onInsert: (text: string) => void;
  /** The student's language when known: its replies are offered first (else the console's language). */
  language?: Language | null;
}

/** Chooses one of the staff's saved replies, of a language, and inserts its text where staff write. */
export function SavedReplyPicker({ onInsert, language = null }: SavedReplyPickerProps) {
  const { t, i18n } = useLingui();
  const interfaceLanguage = useLanguage().language;
  const legendId = useId();
  const [replyLanguage, setReplyLanguage] = useState<Language>(
    language ?? replyLanguageOf(interfaceLanguage),
  );
  const [chosenId, setChosenId] = useState('');
  const { templates, loading, error } = useMessageTemplates(replyLanguage);
  const chosen = templates.find((template) => template.id === chosenId) ?? null;

  return (
    <StyledPicker aria-labelledby={legendId}>
      <legend id={legendId}>{t`Saved reply`}</legend>
      <SelectField
        label={t`Language of the replies`}
        value={replyLanguage}
        onChange={(event) => {
          setReplyLanguage(readReplyLanguage(event.target.value) ?? replyLanguage);
          setChosenId('');
        }}
      >
        {REPLY_LANGUAGES.map((value) => (
          <option key={value} value={value}>
            {i18n._(REPLY_LANGUAGE_NAMES[value])}
          </option>
        ))}
      </SelectField>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!loading && !error && templates.length === 0 ? (
        <StyledMuted>
          <Trans>No saved reply in this language yet.</Trans>
        </StyledMuted>
      ) : null}
      {templates.length > 0 ? (
        <>
          <SelectField
            label={t`Reply`}
            value={chosenId}
            onChange={(event) => setChosenId(event.target.value)}
          >
            <option value="">{t`Choose a reply…`}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </SelectField>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={!chosen}
            onClick={() => {
              if (chosen) onInsert(chosen.body);
            }}
          >
            <Trans>Insert the reply</Trans>
          </StyledButton>
        </>
      ) : null}
    </StyledPicker>
  );
}
