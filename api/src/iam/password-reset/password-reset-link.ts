import type { Language } from '@bourses/common/languages';
import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { LinkMailTexts } from '#api/mail/link-mail.ts';
import type { MailedTokenKind } from '../mailed-tokens/mailed-token-kind.ts';

const TEXTS: Record<Language, LinkMailTexts> = {
  fr: {
    subject: 'Choisissez un nouveau mot de passe',
    greeting: (firstName) => `Bonjour ${firstName},`,
    body: 'Une demande de nouveau mot de passe a été faite pour votre compte. Pour en choisir un, ouvrez le lien ci-dessous :',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien est valable une heure et ne peut servir qu’une fois. Toutes vos sessions seront fermées.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste le même.',
  },
  ar: {
    subject: 'اختر كلمة مرور جديدة',
    greeting: (firstName) => `مرحبًا ${firstName}،`,
    body: 'تم طلب كلمة مرور جديدة لحسابك. لاختيارها، افتح الرابط التالي:',
    action: 'اختيار كلمة مرور جديدة',
    expiry: 'هذا الرابط صالح لمدة ساعة واحدة ولمرة واحدة فقط. سيتم إنهاء جميع جلساتك.',
    ignore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: تبقى كلمة المرور الخاصة بك كما هي.',
  },
  en: {
    subject: 'Choose a new password',
    greeting: (firstName) => `Hello ${firstName},`,
    body: 'A new password was requested for your account. To choose one, open the link below:',
    action: 'Choose a new password',
    expiry: 'This link is valid for one hour and can be used once. All your sessions will be ended.',
    ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
};

/** The "forgot password" link: valid one hour, for any account, mailed in the user's language. */
export const PASSWORD_RESET_LINK: MailedTokenKind = {
  table: 'passwordResetTokens',
  lifetimeSeconds: PASSWORD_RESET_TOKEN_TTL_SECONDS,
  unverifiedOnly: false,
  page: '/reset-password',
  mailKind: 'password-reset',
  texts: TEXTS,
  refusals: { invalid: 'RESET_LINK_INVALID', used: 'RESET_LINK_USED', expired: 'RESET_LINK_EXPIRED' },
};
