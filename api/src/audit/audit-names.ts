import type { Language } from '@bourses/common/languages';
import type { Database } from '../db/database.ts';
import { UUID_PATTERN } from '../iam/users/user-id.ts';
import { titleIn } from '../saved-scholarships/scholarship-title.ts';

/** What the audit page needs of a row to name its target and the accounts and scholarships its changes hold. */
interface NamedRow {
  action: string;
  targetType: string;
  targetId: string | null;
  changes: Record<string, unknown>;
}

/** An entry's target by name: an account's holder, a scholarship's title, an application's student and scholarship. */
export interface TargetNames {
  name: string | null;
  scholarship: { id: string; title: string } | null;
}

/** Fields whose values are ids of an account or of a scholarship: the page shows the name instead. */
const REFERENCES: Record<string, 'user' | 'scholarship'> = {
  assigneeId: 'user',
  assignee: 'user',
  userId: 'user',
  scholarshipId: 'scholarship',
  duplicateOf: 'scholarship',
};

/** A detail that holds fields of its own: an export's `filters`, whose ids are named as `filters.scholarshipId`. */
const NESTED = 'filters';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The changes of a row as `field → recorded value`, an export's filters flattened as `filters.<name>`. */
function flatChanges(changes: Record<string, unknown>): [string, unknown][] {
  const nested = changes[NESTED];
  const flat = Object.entries(changes).filter(([field]) => field !== NESTED);
  if (!isRecord(nested)) return flat;
  return [...flat, ...Object.entries(nested).map(([field, value]): [string, unknown] => [`${NESTED}.${field}`, value])];
}

/** The kind of id a (flattened) field holds, if any. */
const referenceOf = (field: string) => REFERENCES[field.startsWith(`${NESTED}.`) ? field.slice(NESTED.length + 1) : field];

const isBeforeAfter = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

/** `[before, after]` of a change, or `[null, detail]` for a detail. */
const valuesOf = (value: unknown): [unknown, unknown] => (isBeforeAfter(value) ? value : [null, value]);

const idText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const isUserId = (id: string) => UUID_PATTERN.test(id);
const isRowId = (id: string) => /^\d{1,15}$/.test(id);

/** A value recorded before a deletion (`{ email: ["a@b.ma", null] }`), for a target that is gone. */
const recordedBefore = (row: NamedRow, field: string) => idText(valuesOf(row.changes[field])[0]);

/**
 * Names what the audit entries of one page mention, as it is now, in five queries whatever the page's
 * size: the log keeps ids (a name changes, an id does not), the page reads names. A deleted account or
 * scholarship is named by what its deletion recorded (its e-mail, its title), if anything.
 */
export async function auditNames(db: Database, rows: readonly NamedRow[], language: Language) {
  const applicationIds = rows
    .filter((row) => row.targetType === 'application' && row.targetId && isRowId(row.targetId))
    .map((row) => Number(row.targetId));
  const applications = applicationIds.length
    ? await db.selectFrom('applications').select(['id', 'userId', 'scholarshipId']).where('id', 'in', applicationIds).execute()
    : [];
  const applicationById = new Map(applications.map((application) => [String(application.id), application]));

  /** The student and scholarship of an application target, from the row or, once deleted, from its record. */
  const partiesOf = (row: NamedRow) => {
    const application = row.targetId ? applicationById.get(row.targetId) : undefined;
    return application
      ? { userId: application.userId, scholarshipId: String(application.scholarshipId) }
      : { userId: recordedBefore(row, 'userId'), scholarshipId: recordedBefore(row, 'scholarshipId') };
  };

  const userIds = new Set<string>();
  const scholarshipIds = new Set<string>();
  const wanted = { user: userIds, scholarship: scholarshipIds };
  for (const row of rows) {
    if (row.targetType === 'user' && row.targetId) userIds.add(row.targetId);
    if (row.targetType === 'scholarship' && row.targetId) scholarshipIds.add(row.targetId);
    if (row.targetType === 'application') {
      const { userId, scholarshipId } = partiesOf(row);
      if (userId) userIds.add(userId);
      if (scholarshipId) scholarshipIds.add(scholarshipId);
    }
    for (const [field, value] of flatChanges(row.changes)) {
      const kind = referenceOf(field);
      if (!kind) continue;
      for (const recorded of valuesOf(value)) {
        const id = idText(recorded);
        if (id) wanted[kind].add(id);
      }
    }
  }

  const validUserIds = [...userIds].filter(isUserId);
  const validScholarshipIds = [...scholarshipIds].filter(isRowId).map(Number);
  const paymentIds = rows
    .filter((row) => row.targetType === 'payment' && row.targetId && isRowId(row.targetId))
    .map((row) => Number(row.targetId));
  const templateIds = rows
    .filter((row) => row.targetType === 'message-template' && row.targetId && isUserId(row.targetId))
    .map((row) => row.targetId ?? '');
  const [users, scholarships, payments, templates] = await Promise.all([
    validUserIds.length
      ? db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', validUserIds).execute()
      : [],
    validScholarshipIds.length
      ? db
          .selectFrom('scholarships as s')
          .select((eb) => ['s.id', titleIn(eb.ref('s.id'), eb.val(language)).as('title')])
          .where('s.id', 'in', validScholarshipIds)
          .execute()
      : [],
    paymentIds.length ? db.selectFrom('payments').select(['id', 'reference']).where('id', 'in', paymentIds).execute() : [],
    templateIds.length ? db.selectFrom('messageTemplates').select(['id', 'title']).where('id', 'in', templateIds).execute() : [],
  ]);
  const templateTitles = new Map(templates.map((template) => [template.id, template.title]));
  const references = new Map(payments.map((payment) => [String(payment.id), payment.reference]));
  const names = {
    user: new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`])),
    scholarship: new Map(scholarships.map((scholarship) => [String(scholarship.id), scholarship.title])),
  };
  const nameOf = (kind: 'user' | 'scholarship', id: string | null) => (id ? (names[kind].get(id) ?? null) : null);

  return {
    /** The entry's target by name. */
    target(row: NamedRow): TargetNames {
      if (row.targetType === 'user') {
        return { name: nameOf('user', row.targetId) ?? recordedBefore(row, 'email'), scholarship: null };
      }
      if (row.targetType === 'scholarship') {
        const deletedTitle = recordedBefore(row, `${language}.title`) ?? recordedBefore(row, 'fr.title');
        return { name: nameOf('scholarship', row.targetId) ?? deletedTitle, scholarship: null };
      }
      if (row.targetType === 'application') {
        const { userId, scholarshipId } = partiesOf(row);
        const title = nameOf('scholarship', scholarshipId);
        return { name: nameOf('user', userId), scholarship: scholarshipId && title ? { id: scholarshipId, title } : null };
      }
      // A payment by its reference, which staff read on receipts and bank statements.
      if (row.targetType === 'payment' && row.targetId) return { name: references.get(row.targetId) ?? null, scholarship: null };
      // A saved reply by its title now, or the last one its entries recorded once it is deleted.
      if (row.targetType === 'message-template' && row.targetId) {
        const recorded = idText(valuesOf(row.changes.title)[1]);
        return { name: templateTitles.get(row.targetId) ?? recorded, scholarship: null };
      }
      return { name: null, scholarship: null };
    },
    /**
     * `{ field: [before, after] }` by name, for the fields that hold an account or a scholarship
     * (an export's filters as `filters.scholarshipId`).
     */
    changes(row: NamedRow): Record<string, [string | null, string | null]> {
      const named: Record<string, [string | null, string | null]> = {};
      for (const [field, value] of flatChanges(row.changes)) {
        const kind = referenceOf(field);
        if (!kind) continue;
        const [before, after] = valuesOf(value);
        named[field] = [nameOf(kind, idText(before)), nameOf(kind, idText(after))];
      }
      return named;
    },
  };
}

export type AuditNames = Awaited<ReturnType<typeof auditNames>>;
