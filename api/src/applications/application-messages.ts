import type { Catalog } from '../i18n/catalog.ts';
import { COMMON_MESSAGES } from '../i18n/common-messages.ts';
import { SCHOLARSHIP_MESSAGES } from '../scholarships/scholarship-messages.ts';
import { AUTH_MESSAGES } from '../iam/auth-messages.ts';

// Messages of applications and their review. Spec texts (section 4) are kept word for word in English.
export const APPLICATION_MESSAGES = {
  APPLICATION_NOT_FOUND: {
    fr: 'Candidature introuvable.',
    en: 'Application not found.',
    ar: 'الطلب غير موجود.',
  },
  APPLICATION_SCHOLARSHIP_NOT_FOUND: SCHOLARSHIP_MESSAGES.SCHOLARSHIP_NOT_FOUND,
  APPLICATION_RECEIPT_NOT_FOUND: {
    fr: 'Aucun reçu de paiement pour cette candidature.',
    en: 'This application has no payment receipt.',
    ar: 'لا يوجد إيصال دفع لهذا الطلب.',
  },
  APPLICATION_RECEIPT_REQUIRED: AUTH_MESSAGES.PAYMENT_RECEIPT_REQUIRED,
  APPLICATION_SCHOLARSHIP_NOT_PUBLISHED: {
    fr: 'Cette bourse n’est pas ouverte aux candidatures : elle n’est pas publiée.',
    en: 'This scholarship is not open to applications: it is not published.',
    ar: 'هذه المنحة غير مفتوحة للتقديم: إنها غير منشورة.',
  },
  APPLICATION_DEADLINE_PASSED: {
    fr: 'La date limite de candidature est dépassée.',
    en: 'The application deadline has passed.',
    ar: 'انتهى الموعد النهائي للتقديم.',
  },
  APPLICATION_ALREADY_EXISTS: {
    fr: 'Vous avez déjà postulé à cette bourse.',
    en: 'You have already applied to this scholarship.',
    ar: 'لقد تقدمت بالفعل لهذه المنحة.',
  },
  APPLICATION_ALREADY_APPROVED: {
    fr: 'Votre candidature est approuvée : son reçu ne peut plus être modifié.',
    en: 'Your application is approved: its receipt can no longer be changed.',
    ar: 'تمت الموافقة على طلبك: لم يعد من الممكن تغيير إيصاله.',
  },
  APPLICATION_NOT_WITHDRAWABLE: {
    fr: 'Seule une candidature en attente peut être retirée.',
    en: 'Only a pending application can be withdrawn.',
    ar: 'لا يمكن سحب إلا طلب قيد المراجعة.',
  },
  APPLICATION_STATUS_UNCHANGED: {
    fr: 'La candidature a déjà le statut « {status} ».',
    en: 'The application already has the status “{status}”.',
    ar: 'الطلب في الحالة «{status}» بالفعل.',
  },
  APPLICATION_FEEDBACK_REQUIRED: {
    fr: 'Un motif est requis pour refuser une candidature.',
    en: 'A reason is required to reject an application.',
    ar: 'يجب ذكر سبب لرفض الطلب.',
  },
  APPLICATION_STAFF_CANNOT_APPLY: {
    fr: 'Les comptes du personnel ne peuvent pas postuler aux bourses.',
    en: 'Staff accounts cannot apply to scholarships.',
    ar: 'لا يمكن لحسابات الموظفين التقدم للمنح.',
  },
  APPLICATION_STUDENTS_ONLY: {
    fr: 'Cette page présente les candidatures d’un étudiant ; le personnel utilise la liste de révision.',
    en: 'This lists a student’s own applications; staff use the review list.',
    ar: 'تعرض هذه الصفحة طلبات الطالب الخاصة؛ يستخدم الموظفون قائمة المراجعة.',
  },
  APPLICATION_STAFF_ONLY: {
    fr: 'Seul le personnel peut examiner les candidatures.',
    en: 'Only staff can review applications.',
    ar: 'يمكن للموظفين فقط مراجعة الطلبات.',
  },
  APPLICATION_STATUS_STAFF_ONLY: {
    fr: 'Seul le personnel peut changer le statut d’une candidature.',
    en: 'Only staff can change an application’s status.',
    ar: 'يمكن للموظفين فقط تغيير حالة الطلب.',
  },
  APPLICATION_STATUS_REQUIRED: {
    fr: 'Le statut est requis : pending, approved, rejected ou withdrawn.',
    en: 'The status is required: pending, approved, rejected or withdrawn.',
    ar: 'الحالة مطلوبة: pending أو approved أو rejected أو withdrawn.',
  },
  APPLICATION_STATUS_INVALID: {
    fr: 'Statut inconnu : utilisez pending, approved, rejected ou withdrawn.',
    en: 'Unknown status: use pending, approved, rejected or withdrawn.',
    ar: 'حالة غير معروفة: استخدم pending أو approved أو rejected أو withdrawn.',
  },
  APPLICATION_ID_INVALID: {
    fr: 'Identifiant de candidature invalide.',
    en: 'Invalid application id.',
    ar: 'معرّف الطلب غير صالح.',
  },
  APPLICATION_ID_MISMATCH: {
    fr: 'L’identifiant de candidature du formulaire ne correspond pas à l’adresse.',
    en: 'The form’s application id does not match the address.',
    ar: 'معرّف الطلب في النموذج لا يطابق العنوان.',
  },
  APPLICATION_SCHOLARSHIP_ID_INVALID: {
    fr: 'Identifiant de bourse invalide.',
    en: 'Invalid scholarship id.',
    ar: 'معرّف المنحة غير صالح.',
  },
  APPLICATION_USER_ID_INVALID: {
    fr: 'Identifiant d’utilisateur invalide.',
    en: 'Invalid user id.',
    ar: 'معرّف المستخدم غير صالح.',
  },
  APPLICATION_PAGE_INVALID: COMMON_MESSAGES.PAGE_INVALID,
  APPLICATION_LIMIT_INVALID: COMMON_MESSAGES.LIMIT_OUT_OF_RANGE,
  APPLICATION_SEARCH_TOO_LONG: {
    fr: 'La recherche est trop longue (200 caractères au plus).',
    en: 'The search is too long (200 characters at most).',
    ar: 'نص البحث طويل جدًا (200 حرف على الأكثر).',
  },
  APPLICATION_FEEDBACK_TOO_LONG: {
    fr: 'Le commentaire est trop long (2000 caractères au plus).',
    en: 'The feedback is too long (2000 characters at most).',
    ar: 'التعليق طويل جدًا (2000 حرف على الأكثر).',
  },
} satisfies Catalog;
