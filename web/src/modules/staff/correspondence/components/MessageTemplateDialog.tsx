import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEMPLATE_TITLE_MAX_LENGTH } from '@bourses/common/limits';
import { useCheckedSubmit } from '@/modules/staff/shared/hooks/useCheckedSubmit';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useMessageTemplateActions } from '@/modules/staff/correspondence/hooks/useMessageTemplateActions';
import {
  readReplyLanguage,
  REPLY_LANGUAGE_NAMES,
  REPLY_LANGUAGES,
} from '@/modules/staff/correspondence/utils/reply-languages';
import {
  templateProblems,
  type TemplateDraft,
} from '@/modules/staff/correspondence/utils/template-form-rules';
import { StyledDialogActions } from '@/modules/staff/shared/components/ConfirmDialog';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';
import { SelectField, TextAreaField } from '@/modules/ui/components/FormControls';
import { TextField } from '@/modules/ui/components/TextField';

export interface MessageTemplateDialogProps {
  /** The reply being changed, or null for a new one. */
  templateId: string | null;
  initial: TemplateDraft;
  onClose: () => void;
}

/** Writes a new saved reply or changes one: its language, its title in the list and its text. */
export function MessageTemplateDialog({ templateId, initial, onClose }: MessageTemplateDialogProps) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { save, busy } = useMessageTemplateActions();
  const [draft, setDraft] = useState<TemplateDraft>(initial);
  const change = (changes: Partial<TemplateDraft>) => setDraft({ ...draft, ...changes });

  const titleError = {
    REQUIRED: t(SHARED_MESSAGES.fieldRequired),
    TOO_LONG: t`A title has ${MESSAGE_TEMPLATE_TITLE_MAX_LENGTH} characters at most.`,
  };
  const bodyError = {
    REQUIRED: t(SHARED_MESSAGES.fieldRequired),
    TOO_LONG: t`A message has ${MESSAGE_MAX_LENGTH} characters at most.`,
  };

  const { problems, serverErrors, failure, submit } = useCheckedSubmit(
    () => templateProblems(draft),
    () => save(templateId, draft),
    () => {
      showToast({ message: t`The saved reply was saved.` });
      onClose();
    },
  );

  return (
    <Dialog title={templateId === null ? t`New saved reply` : t`Edit the saved reply`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label={t(SHARED_MESSAGES.language)}
          value={draft.language}
          onChange={(event) => change({ language: readReplyLanguage(event.target.value) ?? draft.language })}
        >
          {REPLY_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {i18n._(REPLY_LANGUAGE_NAMES[language])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Title`}
          required
          dir="auto"
          maxLength={MESSAGE_TEMPLATE_TITLE_MAX_LENGTH}
          value={draft.title}
          error={problems?.title ? titleError[problems.title] : (serverErrors.title ?? null)}
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextAreaField
          label={t`Text`}
          required
          dir="auto"
          rows={8}
          value={draft.body}
          error={problems?.body ? bodyError[problems.body] : (serverErrors.body ?? null)}
          onChange={(event) => change({ body: event.target.value })}
        />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            {t(SHARED_MESSAGES.cancel)}
          </StyledButton>
          <StyledButton type="submit" disabled={busy}>
            {t(SHARED_MESSAGES.save)}
          </StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
