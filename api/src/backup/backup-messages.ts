import type { Catalog } from '../i18n/catalog.ts';

// Answered to `npm run backup` (or whoever else knocks at POST /internal/backup).
export const BACKUP_MESSAGES = {
  BACKUP_FROM_THIS_MACHINE_ONLY: {
    fr: 'Une sauvegarde ne peut être demandée que depuis la machine de l’api.',
    en: 'A backup can only be asked for from the api’s own machine.',
    ar: 'لا يمكن طلب نسخة احتياطية إلا من الجهاز الذي يعمل عليه الـ api.',
  },
  BACKUP_TOKEN_INVALID: {
    fr: 'Jeton de sauvegarde absent ou invalide.',
    en: 'Missing or invalid backup token.',
    ar: 'رمز النسخ الاحتياطي مفقود أو غير صالح.',
  },
  BACKUP_IN_PROGRESS: {
    fr: 'Une sauvegarde est déjà en cours.',
    en: 'A backup is already running.',
    ar: 'هناك نسخة احتياطية قيد التنفيذ بالفعل.',
  },
} satisfies Catalog;
