import { isCountryCode } from '@bourses/common/country-codes';
import type { AppContext } from '../context.ts';
import { findFilterOptions } from './filter-options.ts';

/**
 * Names, at every start, the countries that are not ISO codes: free names migration 0011 could
 * not match. Pages show them as written until staff choose each scholarship's country.
 */
export async function warnOfUnknownCountries({ db, logger }: Pick<AppContext, 'db' | 'logger'>): Promise<void> {
  const { countries } = await findFilterOptions(db);
  const unknown = countries.filter((country) => !isCountryCode(country));
  if (unknown.length > 0) {
    logger.warn(
      { countries: unknown },
      'scholarships whose country is not an ISO 3166-1 code: choose their country in the staff console',
    );
  }
}
