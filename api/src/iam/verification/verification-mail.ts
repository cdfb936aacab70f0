import type { Language } from '@bourses/common/languages';
import { linkMail, type LinkMailTexts } from '#api/mail/link-mail.ts';
import type { MailMessage } from '#api/mail/mailer.ts';

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

/** The verification e-mail in the user's language, right-to-left in Arabic. */
export function verificationMail(
  recipient: { email: string; firstName: string; language: Language },
  link: string,
): MailMessage {
  return linkMail(recipient, link, TEXTS[recipient.language]);
}
