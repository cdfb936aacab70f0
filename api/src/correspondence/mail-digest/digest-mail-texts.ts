import type { Language } from '@bourses/common/languages';

/** "n new messages" in a language's plural forms (Intl.PluralRules' categories; `other` for the rest). */
export type CountedMessages = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The words of a digest to one side; `{name}` placeholders are filled (and escaped for HTML) by the sender. */
interface SideTexts {
  /** `{messages}` is the counted phrase, `{student}` the student's name. */
  subject: string;
  summary: string;
  aboutApplication: string;
  aboutAccount: string;
  action: string;
}

export interface DigestMailTexts {
  greeting: string;
  messages: CountedMessages;
  /** One message's first line, quoted. */
  quote: string;
  student: SideTexts & { optOut: string };
  staff: SideTexts;
}

export const DIGEST_MAIL_TEXTS: Record<Language, DigestMailTexts> = {
  fr: {
    greeting: 'Bonjour {firstName},',
    messages: { one: 'un nouveau message', other: '{count} nouveaux messages' },
    quote: '« {line} »',
    student: {
      subject: 'Vous avez {messages} de l’équipe de la plateforme',
      summary: 'Vous avez {messages} de l’équipe de la plateforme au sujet de {about} :',
      aboutApplication: 'votre candidature à la bourse « {title} »',
      aboutAccount: 'votre compte',
      action: 'Lire et répondre : {link}',
      optOut: 'Vous ne souhaitez plus recevoir ces e-mails ? Désactivez-les dans votre profil : {profileLink}',
    },
    staff: {
      subject: '{student} a envoyé {messages}',
      summary: '{student} a envoyé {messages} au sujet de {about} :',
      aboutApplication: 'sa candidature à la bourse « {title} »',
      aboutAccount: 'son compte',
      action: 'Ouvrir la conversation : {link}',
    },
  },
  en: {
    greeting: 'Hello {firstName},',
    messages: { one: 'a new message', other: '{count} new messages' },
    quote: '“{line}”',
    student: {
      subject: 'You have {messages} from the platform team',
      summary: 'You have {messages} from the platform team about {about}:',
      aboutApplication: 'your application for the scholarship “{title}”',
      aboutAccount: 'your account',
      action: 'Read and reply: {link}',
      optOut: 'Don’t want these e-mails? Turn them off in your profile: {profileLink}',
    },
    staff: {
      subject: '{student} sent {messages}',
      summary: '{student} sent {messages} about {about}:',
      aboutApplication: 'their application for the scholarship “{title}”',
      aboutAccount: 'their account',
      action: 'Open the conversation: {link}',
    },
  },
  ar: {
    greeting: 'مرحبًا {firstName}،',
    messages: {
      one: 'رسالة جديدة',
      two: 'رسالتان جديدتان',
      few: '{count} رسائل جديدة',
      other: '{count} رسالة جديدة',
    },
    quote: '«{line}»',
    student: {
      subject: 'لديك {messages} من فريق المنصة',
      summary: 'لديك {messages} من فريق المنصة بخصوص {about}:',
      aboutApplication: 'طلبك للحصول على منحة «{title}»',
      aboutAccount: 'حسابك',
      action: 'اقرأ وردّ من هنا: {link}',
      optOut: 'لا تريد تلقي هذه الرسائل الإلكترونية؟ أوقفها من ملفك الشخصي: {profileLink}',
    },
    staff: {
      subject: 'وصلت {messages} من {student}',
      summary: 'وصلت {messages} من {student} بخصوص {about}:',
      aboutApplication: 'طلب منحة «{title}»',
      aboutAccount: 'الحساب',
      action: 'افتح المحادثة: {link}',
    },
  },
};
