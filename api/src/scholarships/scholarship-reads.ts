import { DEFAULT_LANGUAGE, type Language } from '@bourses/common/languages';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';
import { pageOf, type Page } from '../http/page.ts';
import { casablancaToday } from './deadline.ts';
import type { ListScholarshipsQuery } from './list-scholarships-query.ts';
import {
  presentScholarship,
  type PresentedScholarship,
  type ScholarshipRow,
} from './scholarship-presenter.ts';
import {
  countApplications,
  findScholarshipRow,
  findScholarshipRows,
  findTranslations,
  listScholarshipRows,
} from './scholarship-queries.ts';

export interface ReadOptions {
  language: Language;
  includeTranslations: boolean;
}

async function present(context: AppContext, rows: readonly ScholarshipRow[], options: ReadOptions) {
  // Without the staff's translations, only the served language and its French fallback are read.
  const languages = options.includeTranslations
    ? undefined
    : [...new Set([options.language, DEFAULT_LANGUAGE])];
  const ids = rows.map((row) => row.id);
  const translations = await findTranslations(context.db, ids, languages);
  const applicationCounts = options.includeTranslations
    ? await countApplications(context.db, ids)
    : new Map<number, number>();
  const now = context.clock.now();
  return rows.map((row) =>
    presentScholarship(row, translations.get(row.id) ?? [], {
      ...options,
      now,
      applicationCount: applicationCounts.get(row.id) ?? 0,
    }),
  );
}

export type ScholarshipPage = Page<PresentedScholarship>;

/** A page of the list, or with `ids` exactly those scholarships (in the order asked) that pass the filters. */
export async function listScholarships(
  context: AppContext,
  query: ListScholarshipsQuery,
  options: ReadOptions,
): Promise<ScholarshipPage> {
  const filters = {
    search: query.search,
    country: query.country,
    university: query.university,
    openOn: query.deadline,
    ids: query.ids,
  };
  if (query.ids) {
    const found = new Map((await findScholarshipRows(context.db, filters)).map((row) => [row.id, row]));
    const rows = query.ids.flatMap((id) => found.get(id) ?? []);
    return pageOf(await present(context, rows, options), rows.length, 1, query.ids.length);
  }
  const today = casablancaToday(context.clock.now());
  const { page, limit } = query;
  const { total, rows } = await listScholarshipRows(
    context.db,
    filters,
    { offset: (page - 1) * limit, limit },
    today,
  );
  return pageOf(await present(context, rows, options), total, page, limit);
}

/** One scholarship in the asked language, or a 404. */
export async function getScholarship(
  context: AppContext,
  id: number,
  options: ReadOptions,
): Promise<PresentedScholarship> {
  const row = await findScholarshipRow(context.db, id);
  if (!row) throw notFound('SCHOLARSHIP_NOT_FOUND');
  const [presented] = await present(context, [row], options);
  if (!presented) throw notFound('SCHOLARSHIP_NOT_FOUND');
  return presented;
}
