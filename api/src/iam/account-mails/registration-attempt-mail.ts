import type { Language } from '@bourses/common/languages';
import { escapeHtml, mailLayout } from '#api/mail/html.ts';
import type { MailMessage } from '#api/mail/mailer.ts';

interface AttemptTexts {
  subject: string;
  greeting: (firstName: string) => string;
  body: string;
  action: string;
  forgotten: string;
  ignore: string;
}

// Registration answers the same whether the address is free or not (docs/security.md, Accounts
// cannot be enumerated): only the owner learns, by this mail, that someone tried it.
const TEXTS: Record<Language, AttemptTexts> = {
  fr: {
    subject: 'Tentative d’inscription avec votre adresse e-mail',
    greeting: (firstName) => `Bonjour ${firstName},`,
    body: 'Quelqu’un vient d’essayer de créer un compte avec votre adresse e-mail. Vous avez déjà un compte : aucun autre n’a été créé et rien n’a changé dans le vôtre.',
    action: 'Se connecter',
    forgotten:
      'Si c’était vous et que vous avez oublié votre mot de passe, demandez-en un nouveau depuis la page de connexion.',
    ignore: 'Si ce n’était pas vous, ignorez ce message.',
  },
  ar: {
    subject: 'محاولة تسجيل بعنوان بريدك الإلكتروني',
    greeting: (firstName) => `مرحبًا ${firstName}،`,
    body: 'حاول شخص ما للتو إنشاء حساب بعنوان بريدك الإلكتروني. لديك حساب بالفعل: لم يُنشأ أي حساب آخر ولم يتغير شيء في حسابك.',
    action: 'تسجيل الدخول',
    forgotten: 'إذا كنت أنت ونسيت كلمة المرور، فاطلب كلمة مرور جديدة من صفحة تسجيل الدخول.',
    ignore: 'إذا لم تكن أنت، تجاهل هذه الرسالة.',
  },
  en: {
    subject: 'Someone tried to register with your email address',
    greeting: (firstName) => `Hello ${firstName},`,
    body: 'Someone just tried to create an account with your email address. You already have an account: no other was created and nothing changed in yours.',
    action: 'Sign in',
    forgotten: 'If it was you and you forgot your password, ask for a new one from the sign-in page.',
    ignore: 'If it was not you, ignore this message.',
  },
};

/** The owner's mail: someone tried to register with their address; the sign-in page's link. */
export function registrationAttemptMail(
  owner: { email: string; firstName: string; language: Language },
  signInLink: string,
): MailMessage {
  const texts = TEXTS[owner.language];
  const text = [
    texts.greeting(owner.firstName),
    '',
    texts.body,
    signInLink,
    '',
    texts.forgotten,
    texts.ignore,
  ];
  const html = mailLayout(owner.language === 'ar' ? 'rtl' : 'ltr', [
    escapeHtml(texts.greeting(owner.firstName)),
    escapeHtml(texts.body),
    `<a href="${escapeHtml(signInLink)}">${escapeHtml(texts.action)}</a>`,
    escapeHtml(texts.forgotten),
    escapeHtml(texts.ignore),
  ]);
  return { to: owner.email, subject: texts.subject, text: text.join('\n'), html, links: [signInLink] };
}
