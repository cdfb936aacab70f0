import fc from 'fast-check';
import {
  hostileJson,
  hostileNumber,
  hostileString,
  toJsonText,
  type HostileValue,
} from './hostile-values.ts';

const text = (...values: string[]) => fc.constantFrom(...values);
const TRANSLATION_FIELDS = ['title', 'description', 'longDescription', 'videoUrl', 'faq'];

/**
 * Values an honest client sends for a field of this name, so that a request with one hostile field
 * and valid others gets past validation of the rest and reaches the code (and database) behind it.
 */
export function honestValue(name: string, knownIds: string[]): fc.Arbitrary<HostileValue> | undefined {
  const known = fc.constantFrom(...knownIds);
  const values: Record<string, () => fc.Arbitrary<HostileValue>> = {
    firstName: () => text('Salma', 'Youssef', 'سلمى'),
    lastName: () => text('Bennani', 'El Amrani'),
    // Unbiased, so that sign-in throttling of one address does not slow the run down.
    email: () => fc.noBias(fc.nat()).map((n) => `fuzz-${n}@example.ma`),
    password: () => text('Motdepasse2026'),
    newPassword: () => text('Motdepasse2027'),
    // Never the factory accounts' real password: a fuzzed change would end the sessions the fuzz uses.
    currentPassword: () => text('Pas-le-bon-2026'),
    phoneNumber: () => text('+212612345678', '+212 6 12 34 56 78'),
    role: () => text('CLIENT', 'AGENT', 'ADMIN'),
    language: () => text('fr', 'ar', 'en', 'FR', 'AR', 'EN'),
    country: () => text('FR', 'de', 'Allemagne'),
    university: () => text('Université Paris-Saclay'),
    imageUrl: () => text('https://images.example.org/tum.jpg'),
    removeImage: () => fc.boolean(),
    startDate: () => text('2026-09-01'),
    deadline: () => text('2026-12-15'),
    title: () => text('Bourse DAAD pour le master', 'منحة DAAD للماستر'),
    description: () => text('Un master en ingénierie financé en Allemagne.'),
    longDescription: () => text('<h2>Programme</h2><p>Deux ans à <strong>Munich</strong>.</p>'),
    videoUrl: () =>
      fc.constantFrom<HostileValue>('aBcDeFgHiJk', 'https://www.youtube.com/watch?v=aBcDeFgHiJk', null),
    question: () => text('Faut-il parler allemand ?'),
    answer: () => text('Non, le master est en anglais.'),
    faq: () => fc.array(fieldsBody(['question', 'answer'], knownIds), { maxLength: 2 }),
    fr: () => fieldsBody(TRANSLATION_FIELDS, knownIds),
    ar: () => fieldsBody(TRANSLATION_FIELDS, knownIds),
    translations: () =>
      fc.record({ fr: fieldValue('fr', knownIds), ar: fieldValue('ar', knownIds) }, { requiredKeys: ['fr'] }),
    scholarshipId: () => known,
    applicationId: () => known,
    id: () => known,
    userId: () => known,
    userIds: () => fc.array(known, { minLength: 1, maxLength: 2 }),
    status: () => text('APPROVED', 'REJECTED', 'PENDING', 'approved', 'withdrawn'),
    approvalStatus: () => text('APPROVED', 'REJECTED', 'PENDING'),
    feedback: () => text('Reçu illisible', ''),
    rejectionReason: () => text('Reçu illisible'),
    reason: () => text('Documents incomplets'),
    refreshToken: () => text('a'.repeat(64)),
    token: () => text('b'.repeat(64)),
    search: () => text('bourse', 'منحة'),
    page: () => fc.constantFrom(1, 2),
    limit: () => fc.constantFrom(10, 100),
    force: () => fc.boolean(),
  };
  // Built on demand: the nested ones (translations, faq) refer back to this table.
  return values[name]?.();
}

/** Mostly a valid value for the field, sometimes a hostile one: one bad field among good ones. */
export function fieldValue(
  name: string,
  knownIds: string[],
  hostile: fc.Arbitrary<HostileValue> = fc.oneof(hostileString, hostileNumber, hostileJson),
): fc.Arbitrary<HostileValue> {
  const valid = honestValue(name, knownIds);
  return valid ? fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: hostile, weight: 1 }) : hostile;
}

/** A JSON object body with these fields, most of them valid. */
export function fieldsBody(names: string[], knownIds: string[]): fc.Arbitrary<Record<string, HostileValue>> {
  return fc.record(Object.fromEntries(names.map((name) => [name, fieldValue(name, knownIds)])));
}

/** The `data` field of a multipart scholarship form: the JSON body as text. */
export const scholarshipDataField = (knownIds: string[]) =>
  fieldsBody(['country', 'university', 'imageUrl', 'startDate', 'deadline', 'translations'], knownIds).map(
    toJsonText,
  );

/** A text value for a multipart field of this name. */
export const formFieldValue = (name: string, knownIds: string[]): fc.Arbitrary<string> =>
  name === 'data'
    ? fc.oneof(scholarshipDataField(knownIds), hostileString)
    : fieldValue(name, knownIds, hostileString).map((value) =>
        typeof value === 'string' ? value : toJsonText(value),
      );
