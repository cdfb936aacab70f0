import type { Language } from '@bourses/common/languages';
import { VERIFICATION_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { LinkMailTexts } from '#api/mail/link-mail.ts';
import type { MailedTokenKind } from '../mailed-tokens/mailed-token-kind.ts';

const TEXTS: Record<Language, LinkMailTexts> = {
  fr: {
    subject: 'Vérifiez votre adresse e-mail',
    greeting: (firstName) => `Bonjour ${firstName},`,
    body: 'Merci pour votre inscription. Pour confirmer votre adresse e-mail, ouvrez le lien ci-dessous :',
    action: 'Vérifier mon e-mail',
    expiry: 'Ce lien est valable 24 heures et ne peut servir qu’une fois.',
    ignore: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.',
  },
  ar: {
    subject: 'تأكيد بريدك الإلكتروني',
    greeting: (firstName) => `مرحبًا ${firstName}،`,
    body: 'شكرًا على تسجيلك. لتأكيد بريدك الإلكتروني، افتح الرابط التالي:',
    action: 'تأكيد بريدي الإلكتروني',
    expiry: 'هذا الرابط صالح لمدة 24 ساعة ولمرة واحدة فقط.',
    ignore: 'إذا لم تقم بهذا التسجيل، يمكنك تجاهل هذه الرسالة.',
  },
  en: {
    subject: 'Verify your email address',
    greeting: (firstName) => `Hello ${firstName},`,
    body: 'Thank you for registering. To confirm your email address, open the link below:',
    action: 'Verify my email',
    expiry: 'This link is valid for 24 hours and can be used once.',
    ignore: 'If you did not register, you can ignore this message.',
  },
};

/**
 * The link that proves an address (registration, resend, corrected address): valid 24 hours, for
 * unverified accounts only, mailed in the user's language.
 */
export const VERIFICATION_LINK: MailedTokenKind = {
  table: 'emailVerificationTokens',
  lifetimeSeconds: VERIFICATION_TOKEN_TTL_SECONDS,
  unverifiedOnly: true,
  page: '/verify-email',
  mailKind: 'verification',
  texts: TEXTS,
  refusals: { invalid: 'VERIFICATION_LINK_INVALID', used: 'VERIFICATION_LINK_USED', expired: 'VERIFICATION_LINK_EXPIRED' },
};
