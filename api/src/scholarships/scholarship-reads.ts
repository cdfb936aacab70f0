import { DEFAULT_LANGUAGE, type Language } from '@bourses/common/languages';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';
import { pageOf, type Page } from '../http/page.ts';
import { findPictureCopies } from '../storage/stored-pictures.ts';
import { casablancaToday } from './deadline.ts';
import type { ListScholarshipsQuery } from './list-scholarships-query.ts';
import type { Visibility } from './scholarship-visibility.ts';
import { presentScholarship, type PresentedScholarship } from './scholarship-presenter.ts';
import {
  findScholarshipRow,
  findScholarshipRows,
  listScholarshipRows,
  type RowContent,
  type ScholarshipRowWithContent,
} from './scholarship-queries.ts';

export interface ReadOptions {
  language: Language;
  includeTranslations: boolean;
  /** Which statuses the caller reads (scholarship-visibility.ts). */
  visible: Visibility;
  /** A student who may save scholarships: each one then says whether they saved it. */
  savedBy?: string | undefined;
}

/** What each row comes with: the served language and its French fallback, or every language for staff. */
function rowContent(options: ReadOptions): RowContent {
  return {
    languages: options.includeTranslations ? undefined : [...new Set([options.language, DEFAULT_LANGUAGE])],
    applicationCounts: options.includeTranslations,
    savedBy: options.savedBy,
  };
}

async function present(context: AppContext, rows: readonly ScholarshipRowWithContent[], options: ReadOptions) {
  // Only pages showing uploaded pictures read their copies: the demo catalogue costs no query here.
  const pictureIds = rows.flatMap((row) => (row.imageFileId ? [row.imageFileId] : []));
  const pictureCopies = await findPictureCopies(context.db, pictureIds);
  const now = context.clock.now();
  return rows.map((row) =>
    presentScholarship(row, row.translations, {
      ...options,
      now,
      applicationCount: row.applicationCount ?? 0,
      isSaved: row.isSaved,
      pictureCopies: (row.imageFileId && pictureCopies.get(row.imageFileId)) || [],
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
    ...options.visible,
  };
  if (query.ids) {
    const found = await findScholarshipRows(context.db, filters, rowContent(options));
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = query.ids.flatMap((id) => byId.get(id) ?? []);
    return pageOf(await present(context, rows, options), rows.length, 1, query.ids.length);
  }
  const today = casablancaToday(context.clock.now());
  const { page, limit } = query;
  const { total, rows } = await listScholarshipRows(
    context.db,
    filters,
    { offset: (page - 1) * limit, limit },
    today,
    rowContent(options),
  );
  return pageOf(await present(context, rows, options), total, page, limit);
}

/** One scholarship in the asked language, or a 404 (also for one the caller may not read). */
export async function getScholarship(
  context: AppContext,
  id: number,
  options: ReadOptions,
): Promise<PresentedScholarship> {
  const row = await findScholarshipRow(context.db, id, rowContent(options), options.visible);
  if (!row) throw notFound('SCHOLARSHIP_NOT_FOUND');
  const [presented] = await present(context, [row], options);
  if (!presented) throw notFound('SCHOLARSHIP_NOT_FOUND');
  return presented;
}
