import type { ApplicationStatus, ApprovalStatus, Role } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';

// The values of the staff exports that staff read as words (statuses, roles), in the reader's
// language as the console shows them; the headers are the columns' own (export-columns.ts).

export const APPLICATION_STATUS_LABELS: Record<Language, Record<ApplicationStatus, string>> = {
  fr: { pending: 'En attente', approved: 'Approuvée', rejected: 'Refusée', withdrawn: 'Retirée' },
  ar: { pending: 'قيد الانتظار', approved: 'مقبول', rejected: 'مرفوض', withdrawn: 'مسحوب' },
  en: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' },
};

export const APPROVAL_LABELS: Record<Language, Record<ApprovalStatus, string>> = {
  fr: { PENDING: "En attente d'approbation", APPROVED: 'Approuvé', REJECTED: 'Refusé' },
  ar: { PENDING: 'في انتظار الموافقة', APPROVED: 'مقبول', REJECTED: 'مرفوض' },
  en: { PENDING: 'Pending approval', APPROVED: 'Approved', REJECTED: 'Rejected' },
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
