import type { Language } from '@bourses/common/languages';
import type { AppContext } from '../context.ts';
import { escapeHtml } from '../mail/html.ts';
import { casablancaToday } from '../scholarships/deadline.ts';
import { scholarshipInputSchema, type ScholarshipInput } from '../scholarships/scholarship-input.ts';
import { createScholarship } from '../scholarships/scholarship-writes.ts';
import type { DemoContent, DemoScholarship } from './demo-scholarship-content/demo-scholarship.ts';
import { EUROPE_SCHOLARSHIPS } from './demo-scholarship-content/europe.ts';
import { WORLD_SCHOLARSHIPS } from './demo-scholarship-content/world.ts';

export const DEMO_SCHOLARSHIPS: readonly DemoScholarship[] = [...EUROPE_SCHOLARSHIPS, ...WORLD_SCHOLARSHIPS];

const HEADINGS: Record<
  Language,
  { overview: string; benefits: string; eligibility: string; website: string; link: string }
> = {
  fr: {
    overview: 'Présentation',
    benefits: 'Ce que couvre la bourse',
    eligibility: 'Qui peut postuler ?',
    website: 'Site officiel',
    link: 'Consulter l’appel à candidatures',
  },
  ar: {
    overview: 'تقديم',
    benefits: 'ما تغطيه المنحة',
    eligibility: 'من يمكنه التقديم؟',
    website: 'الموقع الرسمي',
    link: 'الاطلاع على إعلان الترشيح',
  },
  en: {
    overview: 'Overview',
    benefits: 'What the scholarship covers',
    eligibility: 'Who can apply?',
    website: 'Official website',
    link: 'Read the call for applications',
  },
};

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The long description as staff would write it in the editor: headings, paragraphs, lists and a link. */
function longDescription(content: DemoContent, language: Language, website: string): string {
  const headings = HEADINGS[language];
  return [
    `<h2>${headings.overview}</h2><p>${escapeHtml(content.overview)}</p>`,
    `<h3>${headings.benefits}</h3>${list(content.benefits)}`,
    `<h3>${headings.eligibility}</h3>${list(content.eligibility)}`,
    `<h3>${headings.website}</h3><p><a href="${escapeHtml(website)}" target="_blank">${headings.link}</a></p>`,
  ].join('');
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A demo scholarship as the staff's form would send it, its dates counted from `today`. */
export function demoScholarshipInput(demo: DemoScholarship, today: string): ScholarshipInput {
  const translation = (language: Language, content: DemoContent | undefined) =>
    content && {
      title: content.title,
      description: content.description,
      longDescription: longDescription(content, language, demo.website),
      videoUrl: language === 'fr' ? (demo.videoUrl ?? null) : null,
      faq: content.faq,
    };
  // Through the same schema as the api's writes, so that demo data can never be something staff could not enter.
  return scholarshipInputSchema.parse({
    country: demo.country,
    university: demo.university,
    imageUrl: null,
    publish: true,
    startDate: addDays(today, demo.startInDays),
    deadline: addDays(today, demo.deadlineInDays),
    translations: {
      fr: translation('fr', demo.content.fr),
      ar: translation('ar', demo.content.ar),
      en: translation('en', demo.content.en),
    },
  });
}

/**
 * Seeds the demo scholarships once, on an empty catalogue: a restart, or staff having edited or
 * deleted some of them, never brings them back.
 */
export async function seedDemoScholarships(context: AppContext): Promise<number> {
  const existing = await context.db.selectFrom('scholarships').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const today = casablancaToday(context.clock.now());
  for (const demo of DEMO_SCHOLARSHIPS)
    await createScholarship(context, demoScholarshipInput(demo, today), [], null);
  context.logger.info({ count: DEMO_SCHOLARSHIPS.length }, 'demo scholarships seeded');
  return DEMO_SCHOLARSHIPS.length;
}
