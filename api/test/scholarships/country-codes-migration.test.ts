import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#api/db/database.ts';
import { migrateToJustBefore, migrateToLatest } from '#api/db/migrate.ts';
import { createLogger } from '#api/logging/logger.ts';
import { findScholarshipRows } from '#api/scholarships/scholarship-queries.ts';
import { normaliseSearchText } from '#api/scholarships/search-text.ts';
import { warnOfUnknownCountries } from '#api/scholarships/unknown-countries.ts';
import { createFreshServerDatabase } from '../test-database.ts';

// Migration 0011 on the names a catalogue held before countries were codes: the demo seed's French
// names, and what staff typed by hand.

const DEMO_SEED_NAMES: Record<string, string> = {
  France: 'FR',
  Allemagne: 'DE',
  Espagne: 'ES',
  'Royaume-Uni': 'GB',
  Italie: 'IT',
  'États-Unis': 'US',
  Turquie: 'TR',
  Japon: 'JP',
  Chine: 'CN',
  Canada: 'CA',
  Maroc: 'MA',
};
const TYPED_BY_HAND: Record<string, string> = {
  'etats unis': 'US',
  ' ESPAGNE ': 'ES',
  'Grande-Bretagne': 'GB',
  Spain: 'ES',
  المغرب: 'MA',
  'Côte d’Ivoire': 'CI',
};

let server: Awaited<ReturnType<typeof createFreshServerDatabase>>;
let db: Database;
const idsByName = new Map<string, number>();
beforeAll(async () => {
  server = await createFreshServerDatabase();
  db = await openDatabase({ url: server?.url });
  await migrateToJustBefore(db, '0011-country-codes');
  for (const name of [...Object.keys(DEMO_SEED_NAMES), ...Object.keys(TYPED_BY_HAND), 'Atlantide']) {
    const title = `Bourse ${idsByName.size}`;
    const { id } = await db
      .insertInto('scholarships')
      .values({
        country: name,
        university: 'Université',
        startDate: '2026-01-01',
        deadline: '2026-12-31',
        searchText: normaliseSearchText(`${title} Une bourse de master.`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    idsByName.set(name, id);
  }
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await server?.drop();
});

async function countryOf(name: string) {
  const row = await db
    .selectFrom('scholarships')
    .select('country')
    .where('id', '=', idsByName.get(name) ?? 0)
    .executeTakeFirstOrThrow();
  return row.country;
}

const idsFound = async (search: string) =>
  (await findScholarshipRows(db, { search }, { applicationCounts: false })).map((row) => row.id).sort((a, b) => a - b);

describe('migration 0011: countries as ISO codes', () => {
  it('converts the French names the demo seed wrote', async () => {
    for (const [name, code] of Object.entries(DEMO_SEED_NAMES)) expect(await countryOf(name), name).toBe(code);
  });

  it('converts names typed by hand, whatever their case, accents, hyphens or language', async () => {
    for (const [name, code] of Object.entries(TYPED_BY_HAND)) expect(await countryOf(name), name).toBe(code);
  });

  it('keeps a name that matches no country as it was, and the api names it at start', async () => {
    const lines: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => lines.push(line) });

    await warnOfUnknownCountries({ db, logger });

    expect(await countryOf('Atlantide')).toBe('Atlantide');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, countries: ['Atlantide'] }),
    ]);
  });

  it('makes the converted scholarships findable by their country’s name in every language', async () => {
    const spanish = ['Espagne', ' ESPAGNE ', 'Spain'].map((name) => idsByName.get(name) ?? 0).sort((a, b) => a - b);

    expect(await idsFound('فرنسا')).toEqual([idsByName.get('France')]);
    expect(await idsFound('Spain')).toEqual(spanish);
    expect(await idsFound('Espagne')).toEqual(spanish);
    expect(await idsFound('إسبانيا')).toEqual(spanish);
    // The words the scholarship had are still found.
    expect(await idsFound('bourse master')).toHaveLength(idsByName.size);
  });
});
