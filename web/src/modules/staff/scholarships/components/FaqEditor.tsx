import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import {
  addFaq,
  moveFaq,
  removeFaq,
  updateFaq,
  type FaqDraft,
} from '@/modules/staff/scholarships/utils/faq-list';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { TextAreaField } from '@/modules/ui/components/FormControls';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledHelper } from '@/modules/ui/components/FieldFrame';
import { TextField } from '@/modules/ui/components/TextField';

const StyledFieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  legend {
    font-weight: 600;
    padding-inline: ${({ theme }) => theme.spacing(0.5)};
  }
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing(2.5)};
  }
  li {
    padding-block: ${({ theme }) => theme.spacing(1)};
    border-block-end: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;

const StyledEntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface FaqEditorProps {
  entries: FaqDraft[];
  onChange: (entries: FaqDraft[]) => void;
  dir?: 'ltr' | 'rtl';
  error?: string | null;
}

/** Questions and answers: add, remove and reorder with buttons (keyboard friendly, no drag needed). */
export function FaqEditor({ entries, onChange, dir, error }: FaqEditorProps) {
  const { t } = useLingui();
  return (
    <StyledFieldset>
      <legend>{t(SHARED_MESSAGES.frequentlyAskedQuestions)}</legend>
      {entries.length === 0 ? (
        <p>
          <Trans>No question yet.</Trans>
        </p>
      ) : null}
      <ol>
        {entries.map((entry, index) => {
          const number = index + 1;
          return (
            <li key={entry.key}>
              <TextField
                label={t`Question ${number}`}
                dir={dir}
                value={entry.question}
                onChange={(event) =>
                  onChange(updateFaq(entries, entry.key, { question: event.target.value }))
                }
              />
              <TextAreaField
                label={t`Answer ${number}`}
                dir={dir}
                value={entry.answer}
                onChange={(event) => onChange(updateFaq(entries, entry.key, { answer: event.target.value }))}
              />
              <StyledEntryActions>
                <StyledButton
                  type="button"
                  $variant="secondary"
                  disabled={index === 0}
                  aria-label={t`Move question ${number} up`}
                  onClick={() => onChange(moveFaq(entries, entry.key, -1))}
                >
                  ↑
                </StyledButton>
                <StyledButton
                  type="button"
                  $variant="secondary"
                  disabled={index === entries.length - 1}
                  aria-label={t`Move question ${number} down`}
                  onClick={() => onChange(moveFaq(entries, entry.key, 1))}
                >
                  ↓
                </StyledButton>
                <StyledButton
                  type="button"
                  $variant="text"
                  onClick={() => onChange(removeFaq(entries, entry.key))}
                >
                  <Trans>Remove question {number}</Trans>
                </StyledButton>
              </StyledEntryActions>
            </li>
          );
        })}
      </ol>
      {error ? (
        <StyledHelper $error role="alert">
          {error}
        </StyledHelper>
      ) : null}
      <StyledButton type="button" $variant="secondary" onClick={() => onChange(addFaq(entries))}>
        <Trans>Add a question</Trans>
      </StyledButton>
    </StyledFieldset>
  );
}
