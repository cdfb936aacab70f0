import type { ApplicationStatus, ApprovalStatus, Role } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';

// The words of the staff exports in the reader's language: column headers and the values staff
// read as words (statuses, roles), as the console shows them.

export const APPLICATION_HEADERS: Record<Language, readonly string[]> = {
  fr: ['N°', 'Statut', 'Prénom', 'Nom', 'E-mail', 'Téléphone', 'N° de bourse', 'Bourse', 'Pays', 'Université', 'Commentaire', 'Déposée le', 'Modifiée le'],
  ar: ['الرقم', 'الحالة', 'الاسم الشخصي', 'الاسم العائلي', 'البريد الإلكتروني', 'الهاتف', 'رقم المنحة', 'المنحة', 'البلد', 'الجامعة', 'الملاحظة', 'تاريخ الإيداع', 'تاريخ التعديل'],
  en: ['No.', 'Status', 'First name', 'Last name', 'E-mail', 'Phone', 'Scholarship no.', 'Scholarship', 'Country', 'University', 'Feedback', 'Submitted on', 'Updated on'],
};

export const ACCOUNT_HEADERS: Record<Language, readonly string[]> = {
  fr: ['Identifiant', 'Prénom', 'Nom', 'E-mail', 'Téléphone', 'Rôle', 'E-mail vérifié', 'Approbation', 'Approuvé le', 'Créé le'],
  ar: ['المعرف', 'الاسم الشخصي', 'الاسم العائلي', 'البريد الإلكتروني', 'الهاتف', 'الدور', 'البريد مؤكد', 'الموافقة', 'تاريخ الموافقة', 'تاريخ الإنشاء'],
  en: ['Id', 'First name', 'Last name', 'E-mail', 'Phone', 'Role', 'E-mail verified', 'Approval', 'Approved on', 'Created on'],
};

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
