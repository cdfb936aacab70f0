import type { ApplicationStatus, ApprovalStatus, PaymentKind, PaymentMethod, PaymentStatus, Role } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';

// The values of the staff exports that staff read as words (statuses, roles), in the reader's
// language as the console shows them; the headers are the columns' own (export-columns.ts).

export const APPLICATION_STATUS_LABELS: Record<Language, Record<ApplicationStatus, string>> = {
  fr: {
    pending: 'En attente',
    approved: 'Approuvée',
    rejected: 'Refusée',
    withdrawn: 'Retirée',
    correction_requested: 'Corrections demandées',
  },
  ar: {
    pending: 'قيد الانتظار',
    approved: 'مقبول',
    rejected: 'مرفوض',
    withdrawn: 'مسحوب',
    correction_requested: 'مطلوب تصحيحات',
  },
  en: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
    correction_requested: 'Corrections requested',
  },
};

export const APPROVAL_LABELS: Record<Language, Record<ApprovalStatus, string>> = {
  fr: {
    PENDING: "En attente d'approbation",
    APPROVED: 'Approuvé',
    REJECTED: 'Refusé',
    CHANGES_REQUESTED: 'Modifications demandées',
  },
  ar: {
    PENDING: 'في انتظار الموافقة',
    APPROVED: 'مقبول',
    REJECTED: 'مرفوض',
    CHANGES_REQUESTED: 'مطلوب تعديلات',
  },
  en: {
    PENDING: 'Pending approval',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
    CHANGES_REQUESTED: 'Changes requested',
  },
};

// The words of the console's payment status chips (web/src/modules/payments/utils/payment-statuses.ts).
export const PAYMENT_STATUS_LABELS: Record<Language, Record<PaymentStatus, string>> = {
  fr: {
    AWAITING_RECEIPT: 'En attente de paiement',
    RECEIPT_SUBMITTED: 'Reçu en cours de vérification',
    VERIFIED: 'Paiement reçu',
    REFUSED: 'Reçu refusé',
  },
  ar: {
    AWAITING_RECEIPT: 'في انتظار الأداء',
    RECEIPT_SUBMITTED: 'الوصل قيد التحقق',
    VERIFIED: 'تم التوصل بالأداء',
    REFUSED: 'تم رفض الوصل',
  },
  en: {
    AWAITING_RECEIPT: 'Awaiting payment',
    RECEIPT_SUBMITTED: 'Receipt being checked',
    VERIFIED: 'Payment received',
    REFUSED: 'Receipt refused',
  },
};

export const PAYMENT_KIND_LABELS: Record<Language, Record<PaymentKind, string>> = {
  fr: { registration: 'Inscription', application: 'Candidature' },
  ar: { registration: 'التسجيل', application: 'الترشيح' },
  en: { registration: 'Registration', application: 'Application' },
};

export const ROLE_LABELS: Record<Language, Record<Role, string>> = {
  fr: { CLIENT: 'Étudiant', AGENT: 'Agent', ADMIN: 'Administrateur' },
  ar: { CLIENT: 'طالب', AGENT: 'وكيل', ADMIN: 'مسؤول' },
  en: { CLIENT: 'Student', AGENT: 'Agent', ADMIN: 'Administrator' },
};

export const YES_NO: Record<Language, { yes: string; no: string }> = {
  fr: { yes: 'Oui', no: 'Non' },
  ar: { yes: 'نعم', no: 'لا' },
  en: { yes: 'Yes', no: 'No' },
};

/** How a verified payment was paid (docs/payments.md): a transfer (or cash) checked by staff, or a card at CMI. */
export const PAYMENT_METHOD_LABELS: Record<Language, Record<PaymentMethod, string>> = {
  fr: { transfer: 'Virement', card: 'Carte bancaire' },
  ar: { transfer: 'تحويل', card: 'بطاقة بنكية' },
  en: { transfer: 'Transfer', card: 'Card' },
};
