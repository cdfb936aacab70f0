import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { formatDate } from '@/modules/i18n/utils/format-date';
import type { MessageTemplateFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { MessageTemplateDialog } from '@/modules/staff/correspondence/components/MessageTemplateDialog';
import { useMessageTemplateActions } from '@/modules/staff/correspondence/hooks/useMessageTemplateActions';
import { useMessageTemplates } from '@/modules/staff/correspondence/hooks/useMessageTemplates';
import {
  readReplyLanguage,
  REPLY_LANGUAGE_NAMES,
  REPLY_LANGUAGES,
  replyLanguageOf,
} from '@/modules/staff/correspondence/utils/reply-languages';
import type { TemplateDraft } from '@/modules/staff/correspondence/utils/template-form-rules';
import { ConfirmDialog } from '@/modules/staff/shared/components/ConfirmDialog';
import { StaffTable } from '@/modules/staff/shared/components/StaffListPage';
import { StyledPageHeading, StyledRowActions } from '@/modules/staff/shared/components/StaffTable.styles';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { ChoiceFilter } from '@/modules/ui/components/ListFilters';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';

// The text as written, its lines kept, cut to a few lines in the list.
const StyledBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

type Editing = { templateId: string | null; initial: TemplateDraft };

/** /admin/replies: the staff's saved replies, of one language or all, to write, change or delete. */
export function SavedRepliesPage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const interfaceLanguage = useLanguage().language;
  const [params, setParams] = useSearchParams();
  const language = readReplyLanguage(params.get('language') ?? '');
  const { templates, loading, error } = useMessageTemplates(language);
  const { remove } = useMessageTemplateActions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplateFieldsFragment | null>(null);

  const newReply = () =>
    setEditing({
      templateId: null,
      initial: { language: language ?? replyLanguageOf(interfaceLanguage), title: '', body: '' },
    });

  return (
    <section aria-labelledby="staff-replies-title">
      <StyledPageHeading>
        <h1 id="staff-replies-title">
          <Trans>Saved replies</Trans>
        </h1>
        <StyledToolbar>
          <StyledButton type="button" onClick={newReply}>
            <Trans>New saved reply</Trans>
          </StyledButton>
        </StyledToolbar>
      </StyledPageHeading>
      <p>
        <Trans>
          Texts the whole staff inserts in messages and correction requests, each written in one language.
        </Trans>
      </p>
      <ChoiceFilter
        label={t(SHARED_MESSAGES.language)}
        allLabel={t`All languages`}
        value={language ?? ''}
        choices={REPLY_LANGUAGES.map((value) => ({ value, label: i18n._(REPLY_LANGUAGE_NAMES[value]) }))}
        onChange={(value) => setParams(value ? { language: value } : {})}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading ? <Spinner /> : null}
      {!loading && !error && templates.length === 0 ? (
        <Alert severity="info">
          <Trans>No saved reply yet.</Trans>
        </Alert>
      ) : null}
      {templates.length > 0 ? (
        <StaffTable caption={t`Saved replies`}>
          <thead>
            <tr>
              <th scope="col">{t`Title`}</th>
              <th scope="col">{t(SHARED_MESSAGES.language)}</th>
              <th scope="col">{t`Text`}</th>
              <th scope="col" data-priority="low">
                {t`Last change`}
              </th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((template) => (
              <tr key={template.id}>
                <th scope="row" dir="auto">
                  {template.title}
                </th>
                <td>{i18n._(REPLY_LANGUAGE_NAMES[template.language])}</td>
                <td>
                  <StyledBody dir="auto">{template.body}</StyledBody>
                </td>
                <td data-priority="low">{formatDate(i18n, template.updatedAt, 'short')}</td>
                <td>
                  <StyledRowActions>
                    <StyledButton
                      type="button"
                      $variant="secondary"
                      aria-label={t`Edit ${template.title}`}
                      onClick={() =>
                        setEditing({
                          templateId: template.id,
                          initial: {
                            language: template.language,
                            title: template.title,
                            body: template.body,
                          },
                        })
                      }
                    >
                      <Trans>Edit</Trans>
                    </StyledButton>
                    <StyledButton
                      type="button"
                      $variant="text"
                      aria-label={t`Delete ${template.title}`}
                      onClick={() => setDeleting(template)}
                    >
                      <Trans>Delete</Trans>
                    </StyledButton>
                  </StyledRowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      ) : null}
      {editing ? (
        <MessageTemplateDialog
          templateId={editing.templateId}
          initial={editing.initial}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t`Delete this saved reply?`}
          confirmLabel={t`Delete`}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const failure = await remove(deleting.id);
            if (!failure) showToast({ message: t`The saved reply was deleted.` });
            return failure;
          }}
        >
          <p>
            <Trans>
              <bdi>{deleting.title}</bdi> will no longer be offered to the staff. Messages already sent keep
              their text.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
