import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { getFragmentData } from '@/modules/staff/__generated__';
import type { Language } from '@/modules/staff/__generated__/graphql';
import { MESSAGE_TEMPLATE_FIELDS } from '@/modules/staff/correspondence/graphql/MessageTemplateFields';
import { MESSAGE_TEMPLATES } from '@/modules/staff/correspondence/graphql/MessageTemplates';

/** The saved replies of one language (every language with null), by title as the server sorts them. */
export function useMessageTemplates(language: Language | null) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(MESSAGE_TEMPLATES, {
    variables: { language },
    fetchPolicy: 'cache-and-network',
  });
  const templates = (data ?? previousData)?.messageTemplates;
  return {
    templates: getFragmentData(MESSAGE_TEMPLATE_FIELDS, templates ?? []),
    loading: loading && !templates,
    error: error ? failureMessage(error, t`The saved replies could not be loaded.`) : null,
  };
}
