import { MESSAGE_MAX_LENGTH, MESSAGE_TEMPLATE_TITLE_MAX_LENGTH } from '@bourses/common/limits';
import type { Language, MessageTemplateInput } from '@/modules/staff/__generated__/graphql';

export interface TemplateDraft {
  language: Language;
  title: string;
  body: string;
}

export interface TemplateProblems {
  title?: 'REQUIRED' | 'TOO_LONG';
  body?: 'REQUIRED' | 'TOO_LONG';
}

/** What stops a saved reply from being saved; null when it may go. */
export function templateProblems(draft: TemplateDraft): TemplateProblems | null {
  const problems: TemplateProblems = {};
  const title = draft.title.trim();
  const body = draft.body.trim();
  if (!title) problems.title = 'REQUIRED';
  else if (title.length > MESSAGE_TEMPLATE_TITLE_MAX_LENGTH) problems.title = 'TOO_LONG';
  if (!body) problems.body = 'REQUIRED';
  else if (body.length > MESSAGE_MAX_LENGTH) problems.body = 'TOO_LONG';
  return Object.keys(problems).length > 0 ? problems : null;
}

export const toTemplateInput = (draft: TemplateDraft): MessageTemplateInput => ({
  language: draft.language,
  title: draft.title.trim(),
  body: draft.body.trim(),
});
