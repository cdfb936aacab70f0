import { countryName } from '@bourses/common/country-names';
import type { Language } from '@bourses/common/languages';
import type { Database } from '../db/database.ts';
import { scholarshipSearchText } from '../scholarships/search-text.ts';

// Generated scholarships for load tests and benchmarks: varied enough that every filter and the
// search select a realistic share of rows (a domain ~1/12, a country ~1/24, a programme name ~1/1000).

// prettier-ignore
const COUNTRIES = [
  'FR', 'DE', 'ES', 'IT', 'BE', 'CH', 'PT', 'NL', 'GB', 'IE', 'SE', 'NO',
  'FI', 'PL', 'HU', 'TR', 'CA', 'US', 'JP', 'CN', 'KR', 'MY', 'EG', 'MA',
];
const CITIES = ['Nord', 'Sud', 'Centre', 'Capitale'];
const DOMAINS: [string, string, string][] = [
  ['ingénierie', 'الهندسة', 'engineering'],
  ['médecine', 'الطب', 'medicine'],
  ['économie', 'الاقتصاد', 'economics'],
  ['droit', 'القانون', 'law'],
  ['informatique', 'المعلوميات', 'computer science'],
  ['agronomie', 'الفلاحة', 'agronomy'],
  ['architecture', 'العمارة', 'architecture'],
  ['énergies renouvelables', 'الطاقات المتجددة', 'renewable energy'],
  ['santé publique', 'الصحة العمومية', 'public health'],
  ['gestion', 'التدبير', 'management'],
  ['sciences politiques', 'العلوم السياسية', 'political science'],
  ['mathématiques', 'الرياضيات', 'mathematics'],
];
const LEVELS: [string, string, string][] = [
  ['master', 'الماستر', 'master’s'],
  ['doctorat', 'الدكتوراه', 'PhD'],
  ['licence', 'الإجازة', 'bachelor’s'],
  ['échange', 'التبادل', 'exchange'],
];
const KINDS: [string, string, string][] = [
  ['Bourse d’excellence', 'منحة التميّز', 'Excellence scholarship'],
  ['Bourse de mobilité', 'منحة التنقّل', 'Mobility grant'],
  ['Bourse de recherche', 'منحة البحث', 'Research grant'],
  ['Programme de coopération', 'برنامج التعاون', 'Cooperation programme'],
];

/** A small deterministic generator (mulberry32), so that two runs fill the same rows. */
function randomSequence(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const pick = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
};

const DAY = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

function generated(index: number, today: string, random: (below: number) => number) {
  const country = pick(COUNTRIES, random(COUNTRIES.length));
  const countryFr = countryName(country, 'fr');
  const university = `Université ${countryFr} ${pick(CITIES, random(CITIES.length))}`;
  const [domainFr, domainAr, domainEn] = pick(DOMAINS, random(DOMAINS.length));
  const [levelFr, levelAr, levelEn] = pick(LEVELS, random(LEVELS.length));
  const [kindFr, kindAr, kindEn] = pick(KINDS, random(KINDS.length));
  // A programme name shared by about a thousandth of the rows, for a selective search.
  const programme = `P${random(1000)}`;
  const deadline = addDays(today, random(730) - 365);
  const content: { language: Language; title: string; description: string }[] = [
    {
      language: 'fr',
      title: `${kindFr} en ${domainFr} – ${levelFr} (${programme})`,
      description: `Une bourse n°${index} pour un ${levelFr} en ${domainFr} en ${countryFr}, ouverte aux étudiants marocains.`,
    },
    {
      language: 'ar',
      title: `${kindAr} في ${domainAr} – ${levelAr} (${programme})`,
      description: `منحة رقم ${index} لسلك ${levelAr} في ${domainAr}، مفتوحة للطلبة المغاربة.`,
    },
  ];
  if (index % 3 === 0) {
    content.push({
      language: 'en',
      title: `${kindEn} in ${domainEn} – ${levelEn} (${programme})`,
      description: `Scholarship no. ${index} for a ${levelEn} in ${domainEn} in ${countryName(country, 'en')}, open to Moroccan students.`,
    });
  }
  return {
    row: {
      country,
      university,
      startDate: addDays(deadline, -(30 + random(150))),
      deadline,
      status: 'published' as const,
      searchText: scholarshipSearchText(content, country),
    },
    content,
  };
}

// Static, known-safe HTML: the sanitiser is for what staff type, not for this generator.
const LONG_DESCRIPTION: Record<Language, string> = {
  fr: '<h2>Présentation</h2><p>Programme généré pour les tests de charge.</p><ul><li>Allocation mensuelle</li><li>Billet d’avion</li></ul>',
  ar: '<h2>تقديم</h2><p>برنامج مولَّد لاختبارات التحميل.</p><ul><li>منحة شهرية</li><li>تذكرة طيران</li></ul>',
  en: '<h2>Overview</h2><p>A programme generated for load tests.</p><ul><li>Monthly allowance</li><li>Flight</li></ul>',
};
const FAQ = JSON.stringify([{ question: 'Qui peut postuler ?', answer: 'Les étudiants marocains.' }]);

/** Inserts `count` generated scholarships in batches (one transaction each); answers how many were written. */
export async function insertBulkScholarships(
  db: Database,
  count: number,
  options: {
    today: string;
    batchSize?: number;
    seed?: number;
    onBatch?: (written: number) => void;
    /** The ids of each batch, as they are written. */
    onIds?: (ids: number[]) => void;
  },
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const random = randomSequence(options.seed ?? 42);
  let written = 0;
  while (written < count) {
    const batch = Array.from({ length: Math.min(batchSize, count - written) }, (_, offset) =>
      generated(written + offset + 1, options.today, random),
    );
    await db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('scholarships')
        .values(batch.map(({ row }) => row))
        .returning('id')
        .execute();
      // PostgreSQL answers RETURNING in the order of the VALUES list.
      const translations = batch.flatMap(({ content }, position) => {
        const scholarshipId = ids[position]?.id;
        if (scholarshipId === undefined) return [];
        return content.map((text) => ({
          scholarshipId,
          ...text,
          longDescription: LONG_DESCRIPTION[text.language],
          faq: FAQ,
        }));
      });
      await trx.insertInto('scholarshipTranslations').values(translations).execute();
      options.onIds?.(ids.map((row) => row.id));
    });
    written += batch.length;
    options.onBatch?.(written);
  }
  return written;
}
