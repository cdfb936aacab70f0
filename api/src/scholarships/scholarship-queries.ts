import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type QueryCreator, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Language } from '@bourses/common/languages';
import type { ScholarshipStatus } from '@bourses/common/statuses';
import type { Database } from '../db/database.ts';
import { containing } from '../db/like-pattern.ts';
import type { DB } from '../db/schema.ts';
import type { ScholarshipRow, TranslationRow } from './scholarship-presenter.ts';
import { SCHOLARSHIP_ROW_COLUMNS } from '../db/scholarship-tables.ts';
import { searchWords } from './search-text.ts';

export interface ScholarshipFilters {
  search?: string | undefined;
  country?: string | undefined;
  university?: string | undefined;
  /** 'yyyy-mm-dd': only scholarships whose deadline is that day or later. */
  openOn?: string | undefined;
  ids?: number[] | undefined;
  /** Only scholarships of this status (staff: any when absent; students and visitors: 'published'). */
  status?: ScholarshipStatus | undefined;
  /** A student's id: the scholarships they applied to are read too, whatever their status (their applications name them). */
  appliedBy?: string | undefined;
}

/** The filters as conditions; each one has an index (migration 0002). */
function filterConditions(
  eb: ExpressionBuilder<DB, 'scholarships'>,
  filters: ScholarshipFilters,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.country)
    conditions.push(eb(eb.fn('lower', ['country']), '=', eb.fn('lower', [eb.val(filters.country)])));
  if (filters.university) {
    conditions.push(eb(eb.fn('lower', ['university']), '=', eb.fn('lower', [eb.val(filters.university)])));
  }
  if (filters.openOn) conditions.push(eb('deadline', '>=', filters.openOn));
  if (filters.ids) conditions.push(eb('id', 'in', filters.ids.length > 0 ? filters.ids : [0]));
  if (filters.status) conditions.push(statusCondition(eb, filters.status, filters.appliedBy));
  // search_text is stored normalised: a plain LIKE per word, served by the trigram index.
  for (const word of searchWords(filters.search ?? ''))
    conditions.push(eb('searchText', 'like', containing(word)));
  return conditions;
}

/** The status asked, or, with `appliedBy`, also any scholarship that student applied to. */
function statusCondition(
  eb: ExpressionBuilder<DB, 'scholarships'>,
  status: ScholarshipStatus,
  appliedBy: string | undefined,
): Expression<SqlBool> {
  const ofStatus = eb('scholarships.status', '=', status);
  if (!appliedBy) return ofStatus;
  const applied = eb.exists(
    eb
      .selectFrom('applications')
      .select(eb.lit(1).as('one'))
      .whereRef('applications.scholarshipId', '=', 'scholarships.id')
      .where('applications.userId', '=', appliedBy),
  );
  return eb.or([ofStatus, applied]);
}

// The per-deadline counts count the published catalogue only (migration 0014).
const isDeadlineOnly = (filters: ScholarshipFilters) =>
  filters.status === 'published' &&
  !filters.appliedBy &&
  !filters.country && !filters.university && !filters.ids && searchWords(filters.search ?? '').length === 0;

/** What comes with each row: its translations (only these languages when named), and staff's application counts. */
export interface RowContent {
  languages?: readonly Language[] | undefined;
  applicationCounts: boolean;
  /** The student whose saving of each row comes with it (`isSaved`); absent for everyone else, whose rows say null. */
  savedBy?: string | undefined;
}

/**
 * The translations, for staff the number of applications, and for a student whether they saved it, of
 * the scholarship `scholarshipId` refers to, as correlated subqueries: the rows and their content come
 * in the same round trip.
 */
function contentColumns(scholarshipId: Expression<number>, content: RowContent) {
  const eb = expressionBuilder<DB, never>();
  let translations = eb
    .selectFrom('scholarshipTranslations')
    .selectAll()
    .where('scholarshipTranslations.scholarshipId', '=', scholarshipId);
  if (content.languages) translations = translations.where('language', 'in', content.languages);
  const applicationCount = content.applicationCounts
    ? eb
        .selectFrom('applications')
        .select((count) => count.fn.countAll<number>().as('count'))
        .where('applications.scholarshipId', '=', scholarshipId)
    : eb.lit(null);
  const isSaved = content.savedBy
    ? eb.exists(
        eb
          .selectFrom('savedScholarships')
          .select(eb.lit(1).as('saved'))
          .where('savedScholarships.scholarshipId', '=', scholarshipId)
          .where('savedScholarships.userId', '=', content.savedBy),
      )
    : eb.lit(null);
  return [
    jsonArrayFrom(translations).$castTo<TranslationRow[]>().as('translations'),
    applicationCount.$castTo<number | null>().as('applicationCount'),
    isSaved.$castTo<boolean | null>().as('isSaved'),
  ] as const;
}

/** A scholarship row with its translations, (staff) its number of applications and (a student) whether they saved it. */
export type ScholarshipRowWithContent = ScholarshipRow & {
  translations: TranslationRow[];
  applicationCount: number | null;
  isSaved: boolean | null;
};

/** The counts of the filtered list: all of them, and those still open today (one row). */
function countsOf(db: QueryCreator<DB>, filters: ScholarshipFilters, today: string) {
  if (isDeadlineOnly(filters)) {
    // The unfiltered list (or filtered by deadline only) is counted from the per-deadline counts.
    let query = db
      .selectFrom('scholarshipDeadlineCounts')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('scholarships'), eb.lit(0)).as('total'),
        eb.fn
          .coalesce(eb.fn.sum<number>('scholarships').filterWhere('deadline', '>=', today), eb.lit(0))
          .as('open'),
      ]);
    if (filters.openOn) query = query.where('deadline', '>=', filters.openOn);
    return query;
  }
  return db
    .selectFrom('scholarships')
    .where((eb) => eb.and(filterConditions(eb, filters)))
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('deadline', '>=', today).as('open'),
    ]);
}

/**
 * One page of scholarships with its content and the list's total, in one statement: open ones
 * first by nearest deadline, then closed ones, most recently closed first (ties by id, in the
 * direction of the index). Each half is read in index order and skipped when the page lies
 * outside it (a LIMIT of 0 reads nothing), so the database never sorts the whole table.
 */
export async function listScholarshipRows(
  db: Database,
  filters: ScholarshipFilters,
  page: { offset: number; limit: number },
  today: string,
  content: RowContent,
): Promise<{ total: number; rows: ScholarshipRowWithContent[] }> {
  const half = (query: QueryCreator<DB>, open: boolean) => {
    const direction = open ? 'asc' : 'desc';
    return query
      .selectFrom('scholarships')
      .select(SCHOLARSHIP_ROW_COLUMNS)
      .select(sql.lit(open ? 0 : 1).as('half'))
      .where((eb) => eb.and(filterConditions(eb, filters)))
      .where('deadline', open ? '>=' : '<', today)
      .orderBy('deadline', direction)
      .orderBy('id', direction);
  };
  const openCount = sql<number>`(select ${sql.ref('open')} from ${sql.table('counts')})`;
  const found = await db
    .with('counts', (query) => countsOf(query, filters, today))
    .with('openPage', (query) =>
      half(query, true)
        .offset(page.offset)
        .limit(sql<number>`case when ${page.offset} < ${openCount} then ${page.limit} else 0 end`),
    )
    .with('closedPage', (query) =>
      half(query, false)
        .offset(sql<number>`greatest(0, ${page.offset} - ${openCount})`)
        .limit(sql<number>`${page.limit} - (select count(*) from ${sql.table('openPage')})`),
    )
    .with('pageRows', (query) =>
      query.selectFrom('openPage').selectAll().unionAll(query.selectFrom('closedPage').selectAll()),
    )
    .selectFrom('counts')
    // Joined on true, so that a page past the end still answers one row: the totals.
    .leftJoin('pageRows', (join) => join.onTrue())
    .select(['counts.total', 'counts.open'])
    .selectAll('pageRows')
    .select((eb) => contentColumns(eb.ref('pageRows.id').$castTo<number>(), content))
    .orderBy('pageRows.half')
    .orderBy(sql`case when ${sql.ref('pageRows.half')} = 0 then ${sql.ref('pageRows.deadline')} end`)
    .orderBy(sql`case when ${sql.ref('pageRows.half')} = 0 then ${sql.ref('pageRows.id')} end`)
    .orderBy('pageRows.deadline', 'desc')
    .orderBy('pageRows.id', 'desc')
    .execute();
  const total = found[0]?.total ?? 0;
  // The left join types every page column as nullable; a row that has an id has them all.
  const rows = found.flatMap(({ total: _total, open: _open, half: _half, ...row }) =>
    row.id === null ? [] : [row as ScholarshipRowWithContent],
  );
  return { total, rows };
}

/** The scholarships of a list of ids that pass the filters, with their content, in no particular order. */
export function findScholarshipRows(
  db: Database,
  filters: ScholarshipFilters,
  content: RowContent,
): Promise<ScholarshipRowWithContent[]> {
  return db
    .selectFrom('scholarships')
    .select(SCHOLARSHIP_ROW_COLUMNS)
    .select((eb) => contentColumns(eb.ref('scholarships.id'), content))
    .where((eb) => eb.and(filterConditions(eb, filters)))
    .execute();
}

/** One scholarship with its content, if the caller may read it (`visible`: the status filters). */
export function findScholarshipRow(
  db: Database,
  id: number,
  content: RowContent,
  visible: Pick<ScholarshipFilters, 'status' | 'appliedBy'>,
): Promise<ScholarshipRowWithContent | undefined> {
  return db
    .selectFrom('scholarships')
    .select(SCHOLARSHIP_ROW_COLUMNS)
    .select((eb) => contentColumns(eb.ref('scholarships.id'), content))
    .where((eb) => eb.and(filterConditions(eb, visible)))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The uploaded image's file of a scholarship, if it has one. */
export function findScholarshipImage(db: Database, scholarshipId: number) {
  return db
    .selectFrom('scholarships')
    .innerJoin('files', 'files.id', 'scholarships.imageFileId')
    .select(['files.storageKey', 'files.mimeType'])
    .where('scholarships.id', '=', scholarshipId)
    .executeTakeFirst();
}

/** One resized copy of a scholarship's uploaded picture, by width and type, if it has that one. */
export function findScholarshipPictureCopy(db: Database, scholarshipId: number, width: number, mimeType: string) {
  return db
    .selectFrom('scholarships')
    .innerJoin('files', (join) =>
      join.on((eb) =>
        eb.or([
          eb('files.id', '=', eb.ref('scholarships.imageFileId')),
          eb('files.variantOf', '=', eb.ref('scholarships.imageFileId')),
        ]),
      ),
    )
    .select(['files.storageKey', 'files.mimeType'])
    .where('scholarships.id', '=', scholarshipId)
    .where('files.width', '=', width)
    .where('files.mimeType', '=', mimeType)
    .executeTakeFirst();
}
