import type { Catalog } from '../i18n/catalog.ts';

/** Assignment, internal notes and bulk decisions of the staff console (docs/product-rules.md). */
export const CASEWORK_MESSAGES = {
  CASEWORK_STAFF_ONLY: {
    fr: 'Seul le personnel peut assigner des dossiers et lire ou écrire des notes internes.',
    en: 'Only staff can assign cases and read or write internal notes.',
    ar: 'يمكن للموظفين فقط إسناد الملفات وقراءة الملاحظات الداخلية أو كتابتها.',
  },
  ASSIGNEE_INVALID: {
    fr: 'La personne assignée doit être un membre du personnel (agent ou administrateur).',
    en: 'The assignee must be a staff member (agent or administrator).',
    ar: 'يجب أن يكون الشخص المُسند إليه من الموظفين (وكيلًا أو مسؤولًا).',
  },
  ASSIGNEE_FILTER_INVALID: {
    fr: 'Le filtre d’assignation doit être « me », « none » ou l’identifiant d’un membre du personnel.',
    en: 'The assignment filter must be "me", "none" or a staff member’s id.',
    ar: 'يجب أن يكون مرشّح الإسناد «me» أو «none» أو معرّف أحد الموظفين.',
  },
  NOTE_TEXT_REQUIRED: {
    fr: 'Écrivez le texte de la note.',
    en: 'Write the text of the note.',
    ar: 'اكتب نص الملاحظة.',
  },
  NOTE_TEXT_TOO_LONG: {
    fr: 'Une note compte au plus 2 000 caractères.',
    en: 'A note has 2,000 characters at most.',
    ar: 'لا تتجاوز الملاحظة 2000 حرف.',
  },
  NOTE_TARGET_INVALID: {
    fr: 'Indiquez soit des candidatures (applicationIds), soit des comptes (userIds), 100 au plus.',
    en: 'Name either applications (applicationIds) or accounts (userIds), 100 at most.',
    ar: 'حدّد إما طلبات (applicationIds) وإما حسابات (userIds)، 100 على الأكثر.',
  },
  BULK_ACTION_INVALID: {
    fr: 'L’action groupée doit être « approve », « reject » ou « assign ».',
    en: 'The bulk action must be "approve", "reject" or "assign".',
    ar: 'يجب أن يكون الإجراء الجماعي «approve» أو «reject» أو «assign».',
  },
  BULK_TARGET_REQUIRED: {
    fr: 'Choisissez des candidatures, ou toutes celles qui correspondent au filtre.',
    en: 'Choose applications, or every one matching the filter.',
    ar: 'اختر طلبات، أو كل الطلبات المطابقة للمرشّح.',
  },
  BULK_TOO_MANY: {
    fr: 'Cette action porte sur {count} candidatures ; une action groupée en traite {max} au plus. Affinez le filtre.',
    en: 'This action covers {count} applications; one bulk action handles {max} at most. Narrow the filter.',
    ar: 'يشمل هذا الإجراء {count} طلبًا؛ ولا يعالج الإجراء الجماعي الواحد أكثر من {max}. ضيّق المرشّح.',
  },
} satisfies Catalog;
