import type { Language } from '@bourses/common/languages';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { applicationPolicy } from './application-policies.ts';
import type { Actor } from '../auth/actor.ts';
import { findApplication, findHistory } from './application-queries.ts';
import { presentApplicationWithHistory } from './application-presenter.ts';

/** One application with its history as the caller may see it; someone else's is a 404, never a 403. */
export async function presentOne(
  context: AppContext,
  actor: Actor,
  applicationId: number,
  language: Language,
) {
  const row = await findApplication(context.db, applicationId, language);
  if (!row || !applicationPolicy.can(actor, 'see', row)) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  const history = await findHistory(context.db, applicationId);
  return presentApplicationWithHistory(row, history, context.clock.now(), applicationPolicy.can(actor, 'followAll'));
}
