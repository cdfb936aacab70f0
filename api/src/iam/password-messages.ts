import { PASSWORD_MAX_LENGTH } from '@bourses/common/limits';
import type { Catalog } from '../i18n/catalog.ts';

// Refusals of a chosen password beyond its length (docs/security.md, "Passwords"): the web shows them as answered.
export const PASSWORD_MESSAGES = {
  PASSWORD_TOO_LONG: {
    fr: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
    en: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    ar: `يجب ألا تتجاوز كلمة المرور ${PASSWORD_MAX_LENGTH} حرفًا.`,
  },
  PASSWORD_TOO_COMMON: {
    fr: 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.',
    en: 'This password is too common: choose one that is harder to guess.',
    ar: 'كلمة المرور هذه شائعة جدًا: اختر كلمة مرور يصعب تخمينها.',
  },
  PASSWORD_PERSONAL: {
    fr: 'Le mot de passe ne doit pas reprendre le nom ou l’adresse e-mail du compte.',
    en: 'The password must not be made of the account’s name or email address.',
    ar: 'يجب ألا تتكوّن كلمة المرور من اسم صاحب الحساب أو بريده الإلكتروني.',
  },
} satisfies Catalog;
