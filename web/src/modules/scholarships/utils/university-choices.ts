import type { ScholarshipFilterOptionsQuery } from '@/__generated__/graphql';

export type ScholarshipFilterOptions = ScholarshipFilterOptionsQuery['scholarshipFilterOptions'];

/** The universities the filter offers: the chosen country's (as the server lists them), or all while no country is chosen. */
export function universityChoices(options: ScholarshipFilterOptions, country: string): readonly string[] {
  if (!country) return options.universities;
  return options.universitiesByCountry.find((entry) => entry.country === country)?.universities ?? [];
}
