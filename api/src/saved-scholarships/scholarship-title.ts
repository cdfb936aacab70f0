import { expressionBuilder, type Expression } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { DB } from '#api/db/schema.ts';

/** A scholarship's title in `language`, French when that one is not written (as the catalogue shows it). */
export function titleIn(scholarshipId: Expression<number | null>, language: Expression<Language>) {
  const eb = expressionBuilder<DB, never>();
  const title = (written: Expression<Language>) =>
    eb
      .selectFrom('scholarshipTranslations')
      .select('scholarshipTranslations.title')
      .where('scholarshipTranslations.scholarshipId', '=', scholarshipId)
      .where('scholarshipTranslations.language', '=', written);
  return eb.fn.coalesce(title(language), title(eb.val<Language>('fr')), eb.val('')).$castTo<string>();
}
