import type { ApplicationStatus } from '@bourses/common/statuses';

/** What someone asks of an application (docs/product-rules.md, Applications). */
export type ApplicationEvent =
  /** The owner sends a new payment receipt: a first one after a withdrawal, a fix while pending, a resubmission after a rejection. */
  | { kind: 'submitReceipt' }
  /** The owner withdraws a pending application. */
  | { kind: 'withdraw' }
  /** Staff set any status (with feedback). */
  | { kind: 'setStatus'; status: ApplicationStatus }
  /** Staff ask the owner for corrections (docs/product-rules.md, "Correction requests"). */
  | { kind: 'requestCorrection' }
  /** The owner sends every item of the open correction request. */
  | { kind: 'submitCorrection' }
  /** Staff withdraw the open correction request. */
  | { kind: 'withdrawCorrection' };

export type TransitionRefusal =
  | 'APPLICATION_ALREADY_APPROVED'
  | 'APPLICATION_NOT_WITHDRAWABLE'
  | 'APPLICATION_STATUS_UNCHANGED'
  | 'APPLICATION_CORRECTION_OPEN'
  | 'APPLICATION_CORRECTION_THROUGH_REQUEST'
  | 'CORRECTION_APPLICATION_NOT_PENDING'
  | 'CORRECTION_NOT_OPEN';

export type Transition =
  { allowed: true; status: ApplicationStatus } | { allowed: false; refusal: TransitionRefusal };

const RECEIPT_ACCEPTED_FROM: readonly ApplicationStatus[] = ['pending', 'rejected', 'withdrawn'];

/** The status an event leads to from `current`, or why it is refused. Pure: no database, no clock. */
export function nextStatus(current: ApplicationStatus, event: ApplicationEvent): Transition {
  switch (event.kind) {
    case 'submitReceipt':
      // While a correction request is open, the receipt is sent with the request's items.
      if (current === 'correction_requested') return { allowed: false, refusal: 'APPLICATION_CORRECTION_OPEN' };
      return RECEIPT_ACCEPTED_FROM.includes(current)
        ? { allowed: true, status: 'pending' }
        : { allowed: false, refusal: 'APPLICATION_ALREADY_APPROVED' };
    case 'withdraw':
      if (current === 'correction_requested') return { allowed: false, refusal: 'APPLICATION_CORRECTION_OPEN' };
      return current === 'pending'
        ? { allowed: true, status: 'withdrawn' }
        : { allowed: false, refusal: 'APPLICATION_NOT_WITHDRAWABLE' };
    case 'setStatus':
      // Only a correction request (with its items, message and due date) puts an application there.
      if (event.status === 'correction_requested')
        return { allowed: false, refusal: 'APPLICATION_CORRECTION_THROUGH_REQUEST' };
      // Setting the status it already has would only repeat the history entry and the e-mail.
      return current === event.status
        ? { allowed: false, refusal: 'APPLICATION_STATUS_UNCHANGED' }
        : { allowed: true, status: event.status };
    case 'requestCorrection':
      // Only a file waiting for the staff's review: a decided one is decided (docs/product-rules.md).
      return current === 'pending'
        ? { allowed: true, status: 'correction_requested' }
        : { allowed: false, refusal: 'CORRECTION_APPLICATION_NOT_PENDING' };
    case 'submitCorrection':
    case 'withdrawCorrection':
      return current === 'correction_requested'
        ? { allowed: true, status: 'pending' }
        : { allowed: false, refusal: 'CORRECTION_NOT_OPEN' };
  }
}
