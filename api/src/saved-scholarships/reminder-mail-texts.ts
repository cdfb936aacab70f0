import type { Language } from '@bourses/common/languages';
import type { ReminderDaysBefore } from '#api/db/saved-scholarship-tables.ts';

/** The texts of a deadline reminder; `{name}` placeholders are filled (and escaped for HTML) by the sender. */
export interface ReminderMailTexts {
  /** One subject per reminder: neither says "tomorrow", since a late reminder may go on the deadline day. */
  subject: Record<ReminderDaysBefore, string>;
  greeting: string;
  reminder: string;
  apply: string;
  unsubscribe: string;
}

export const REMINDER_MAIL: Record<Language, ReminderMailTexts> = {
  fr: {
    subject: {
      7: 'Rappel : la bourse « {title} » ferme le {deadline}',
      1: 'Dernier rappel : la bourse « {title} » ferme le {deadline}',
    },
    greeting: 'Bonjour {firstName},',
    reminder:
      'Vous avez enregistré la bourse « {title} » et n’y avez pas encore postulé. Les candidatures ferment le {deadline} à 23:59, heure du Maroc.',
    apply: 'Voir la bourse et postuler : {link}',
    unsubscribe:
      'Vous ne souhaitez plus recevoir ces rappels ? Désabonnez-vous en un clic : {unsubscribeLink}',
  },
  en: {
    subject: {
      7: 'Reminder: the scholarship “{title}” closes on {deadline}',
      1: 'Last reminder: the scholarship “{title}” closes on {deadline}',
    },
    greeting: 'Hello {firstName},',
    reminder:
      'You saved the scholarship “{title}” and have not applied yet. Applications close on {deadline} at 23:59 Morocco time.',
    apply: 'See the scholarship and apply: {link}',
    unsubscribe: 'Don’t want these reminders any more? Unsubscribe in one click: {unsubscribeLink}',
  },
  ar: {
    subject: {
      7: 'تذكير: يُغلق التقديم لمنحة «{title}» في {deadline}',
      1: 'تذكير أخير: يُغلق التقديم لمنحة «{title}» في {deadline}',
    },
    greeting: 'مرحبًا {firstName}،',
    reminder:
      'لقد حفظت منحة «{title}» ولم تتقدم إليها بعد. يُغلق التقديم في {deadline} على الساعة 23:59 بتوقيت المغرب.',
    apply: 'اطلع على المنحة وقدّم طلبك: {link}',
    unsubscribe: 'لا ترغب في تلقي هذه التذكيرات بعد الآن؟ ألغِ الاشتراك بنقرة واحدة: {unsubscribeLink}',
  },
};
