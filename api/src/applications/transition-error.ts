import { AppError } from '../http/app-error.ts';
import type { Transition } from './application-state.ts';
import type { ApplicationStatus } from '@bourses/common/statuses';

/** The new status, or the refusal as a 409 naming the current status. */
export function allowedStatus(transition: Transition, current: ApplicationStatus): ApplicationStatus {
  if (!transition.allowed) throw new AppError(409, transition.refusal, { params: { status: current } });
  return transition.status;
}
