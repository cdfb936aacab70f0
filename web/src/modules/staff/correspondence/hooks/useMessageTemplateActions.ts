import { useLingui } from '@lingui/react/macro';
import { useMutationAction, type MutationOutcome } from '@/modules/api/hooks/useMutationAction';
import { CREATE_MESSAGE_TEMPLATE } from '@/modules/staff/correspondence/graphql/CreateMessageTemplate';
import { DELETE_MESSAGE_TEMPLATE } from '@/modules/staff/correspondence/graphql/DeleteMessageTemplate';
import { MESSAGE_TEMPLATES } from '@/modules/staff/correspondence/graphql/MessageTemplates';
import { UPDATE_MESSAGE_TEMPLATE } from '@/modules/staff/correspondence/graphql/UpdateMessageTemplate';
import {
  toTemplateInput,
  type TemplateDraft,
} from '@/modules/staff/correspondence/utils/template-form-rules';

const REFETCH = [MESSAGE_TEMPLATES];

export interface TemplateFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

const failureOf = (outcome: MutationOutcome<unknown>): TemplateFailure | null =>
  outcome.ok ? null : { message: outcome.message, fieldErrors: outcome.fieldErrors };

/** Creates, changes and deletes saved replies; each answers null on success or what to show. */
export function useMessageTemplateActions() {
  const { t } = useLingui();
  const create = useMutationAction(CREATE_MESSAGE_TEMPLATE, {
    fallback: t`The saved reply could not be saved.`,
    refetch: REFETCH,
  });
  const update = useMutationAction(UPDATE_MESSAGE_TEMPLATE, {
    fallback: t`The saved reply could not be saved.`,
    refetch: REFETCH,
  });
  const remove = useMutationAction(DELETE_MESSAGE_TEMPLATE, {
    fallback: t`The saved reply could not be deleted.`,
    refetch: REFETCH,
  });
  return {
    /** A new reply without `id`, else the reply `id` changed. */
    save: async (id: string | null, draft: TemplateDraft) =>
      failureOf(
        id === null
          ? await create.run({ input: toTemplateInput(draft) })
          : await update.run({ id, input: toTemplateInput(draft) }),
      ),
    remove: async (id: string) => failureOf(await remove.run({ id }))?.message ?? null,
    busy: create.running || update.running || remove.running,
  };
}
