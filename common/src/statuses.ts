// Status and role names of docs/product-rules.md: roles and approval uppercase, applications lowercase.

export const ROLES = ['CLIENT', 'AGENT', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['AGENT', 'ADMIN'];

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'correction_requested'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A scholarship's life (docs/product-rules.md): students and visitors see published ones only. */
export const SCHOLARSHIP_STATUSES = ['draft', 'published', 'archived'] as const;
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];

export function isStaffRole(role: string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** A payment's life (docs/payments.md): a receipt is awaited, sent, then verified or refused (and sent again). */
export const PAYMENT_STATUSES = ['AWAITING_RECEIPT', 'RECEIPT_SUBMITTED', 'VERIFIED', 'REFUSED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment pays: the registration's fee, or an application's. */
export const PAYMENT_KINDS = ['registration', 'application'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How a verified payment's money came (docs/payments.md): a transfer or cash checked by staff or a statement, or a card through CMI. */
export const PAYMENT_METHODS = ['transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * One card payment attempt at CMI (docs/payments.md, "Card payment (CMI)"): `duplicate` is approved
 * by CMI after the payment was already verified, the money to be refunded by staff.
 */
export const CARD_ATTEMPT_STATUSES = ['started', 'approved', 'declined', 'duplicate'] as const;
export type CardAttemptStatus = (typeof CARD_ATTEMPT_STATUSES)[number];
