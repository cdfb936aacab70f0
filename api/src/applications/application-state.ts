import type { ApplicationStatus } from '@bourses/common/statuses';

/** What someone asks of an application (docs/product-rules.md, Applications). */
export type ApplicationEvent =
  /** The owner sends a new payment receipt: a first one after a withdrawal, a fix while pending, a resubmission after a rejection. */
  | { kind: 'submitReceipt' }
  /** The owner withdraws a pending application. */
  | { kind: 'withdraw' }
  /** Staff set any status (with feedback). */
  | { kind: 'setStatus'; status: ApplicationStatus };

export type TransitionRefusal =
  'APPLICATION_ALREADY_APPROVED' | 'APPLICATION_NOT_WITHDRAWABLE' | 'APPLICATION_STATUS_UNCHANGED';

export type Transition =
  { allowed: true; status: ApplicationStatus } | { allowed: false; refusal: TransitionRefusal };

const RECEIPT_ACCEPTED_FROM: readonly ApplicationStatus[] = ['pending', 'rejected', 'withdrawn'];

/** The status an event leads to from `current`, or why it is refused. Pure: no database, no clock. */
export function nextStatus(current: ApplicationStatus, event: ApplicationEvent): Transition {
  switch (event.kind) {
    case 'submitReceipt':
      return RECEIPT_ACCEPTED_FROM.includes(current)
        ? { allowed: true, status: 'pending' }
        : { allowed: false, refusal: 'APPLICATION_ALREADY_APPROVED' };
    case 'withdraw':
      return current === 'pending'
        ? { allowed: true, status: 'withdrawn' }
        : { allowed: false, refusal: 'APPLICATION_NOT_WITHDRAWABLE' };
    case 'setStatus':
      // Setting the status it already has would only repeat the history entry and the e-mail.
      return current === event.status
        ? { allowed: false, refusal: 'APPLICATION_STATUS_UNCHANGED' }
        : { allowed: true, status: event.status };
  }
}
