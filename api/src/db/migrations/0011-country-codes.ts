import { sql, type Kysely } from 'kysely';
import { COUNTRY_CODES, isCountryCode } from '@bourses/common/country-codes';
import { countryName } from '@bourses/common/country-names';
import { LANGUAGES } from '@bourses/common/languages';
import { countrySearchText, normaliseSearchText } from '#api/scholarships/search-text.ts';

// Countries become ISO 3166-1 alpha-2 codes, named in each reader's language (common/src/country-names.ts),
// and their names in every language join the search text. The free names staff typed are matched
// by a country's name in French, Arabic or English, or a usual other name, whatever the case,
// accents and punctuation ('etats unis', 'ESPAGNE'). A name that matches no country, or more than
// one, is kept as written: pages show it as it is, and the api names it in a warning at every start
// until staff choose its country (scholarships/unknown-countries.ts).

/** Names staff may have typed that are not a country's name in CLDR. */
const OTHER_NAMES: Record<string, string> = {
  USA: 'US',
  'États-Unis d’Amérique': 'US',
  'United States of America': 'US',
  UK: 'GB',
  'Grande-Bretagne': 'GB',
  'Great Britain': 'GB',
  Angleterre: 'GB',
  Hollande: 'NL',
  Holland: 'NL',
  Turkey: 'TR',
  'République tchèque': 'CZ',
  'Czech Republic': 'CZ',
  Corée: 'KR',
};

/** Each normalised name's country, or null for a name two countries share. */
function countriesByName(): Map<string, string | null> {
  const byName = new Map<string, string | null>();
  const add = (name: string, code: string) => {
    const key = normaliseSearchText(name);
    const known = byName.get(key);
    byName.set(key, known === undefined || known === code ? code : null);
  };
  for (const code of COUNTRY_CODES) {
    add(code, code);
    for (const language of LANGUAGES) add(countryName(code, language), code);
  }
  for (const [name, code] of Object.entries(OTHER_NAMES)) add(name, code);
  return byName;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const codes = countriesByName();
  // One statement per distinct name (a few dozen), each served by scholarships_country_name_idx.
  const { rows } = await sql<{ country: string }>`select distinct country from scholarships`.execute(db);
  for (const { country } of rows) {
    const code = codes.get(normaliseSearchText(country));
    if (!code) continue;
    await sql`
      update scholarships
      set country = ${code}, search_text = concat_ws(' ', nullif(search_text, ''), ${countrySearchText(code)}::text)
      where country = ${country}`.execute(db);
  }
}

/** Codes back to their French names; the names added to the search text stay (they only widen a search). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ country: string }>`select distinct country from scholarships`.execute(db);
  for (const { country } of rows) {
    if (isCountryCode(country)) {
      await sql`update scholarships set country = ${countryName(country, 'fr')} where country = ${country}`.execute(db);
    }
  }
}
