import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { Database } from '../db/database.ts';
import { addDays, casablancaDayStart, casablancaToday, daysUntilDeadline } from '../scholarships/deadline.ts';
import type { DashboardAnswer } from '#api/contract/dashboard-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import { overdueCondition } from '#api/correspondence/corrections/overdue.ts';
import { countUnreadFromStudents } from '#api/correspondence/unread-from-students.ts';

// The staff work queue (docs/product-rules.md, "Work queue"): ten statements, each served by an
// index (migrations 0016 and 0027), whatever the number of applications, accounts and messages.

/** How many waiting applications and accounts the queue lists. */
const QUEUE_SIZE = 5;
/** Open scholarships whose deadline is at most this many Casablanca days away are "closing soon". */
const CLOSING_SOON_DAYS = 14;
const CLOSING_SOON_LIMIT = 10;
/** The activity chart's days, today included. */
const ACTIVITY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const waitingDays = (since: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));

/** The oldest pending applications (oldest first) and how many are pending. */
async function pendingApplications(db: Database, language: Language, now: Date) {
  const [oldest, count] = await Promise.all([
    db
      .selectFrom('applications as a')
      .leftJoin('users as u', 'u.id', 'a.userId')
      .leftJoin('scholarshipTranslations as t', (join) =>
        join.onRef('t.scholarshipId', '=', 'a.scholarshipId').on('t.language', '=', language),
      )
      .leftJoin('scholarshipTranslations as tFr', (join) =>
        join.onRef('tFr.scholarshipId', '=', 'a.scholarshipId').on('tFr.language', '=', 'fr'),
      )
      .select((eb) => [
        'a.id',
        'a.createdAt',
        'a.correctedAt',
        'a.scholarshipId',
        'u.firstName',
        'u.lastName',
        eb.fn.coalesce('t.title', 'tFr.title', eb.val('')).as('scholarshipTitle'),
      ])
      .where('a.status', '=', 'pending')
      // applications_status_created_at_idx read backwards: the first rows, no sort.
      .orderBy('a.createdAt', 'asc')
      .orderBy('a.id', 'asc')
      .limit(QUEUE_SIZE)
      .execute(),
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: count.total,
    oldest: oldest.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      waitingDays: waitingDays(row.createdAt, now),
      scholarshipId: row.scholarshipId,
      scholarshipTitle: row.scholarshipTitle,
      applicantName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      corrected: row.correctedAt !== null,
    })),
  };
}

/** The oldest accounts waiting for approval (oldest first) and how many wait. */
async function pendingAccounts(db: Database, now: Date) {
  const [oldest, count] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'createdAt', 'firstName', 'lastName', 'email', 'isVerified'])
      .where('approvalStatus', '=', 'PENDING')
      // users_approval_created_at_idx (approval_status, created_at desc, id) read backwards.
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'desc')
      .limit(QUEUE_SIZE)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('approvalStatus', '=', 'PENDING')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: count.total,
    oldest: oldest.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      waitingDays: waitingDays(row.createdAt, now),
    })),
  };
}

/** Open scholarships closing within CLOSING_SOON_DAYS, soonest first, with their applications. */
async function closingSoon(db: Database, language: Language, now: Date) {
  const today = casablancaToday(now);
  const rows = await db
    .selectFrom('scholarships as s')
    .leftJoin('scholarshipTranslations as t', (join) =>
      join.onRef('t.scholarshipId', '=', 's.id').on('t.language', '=', language),
    )
    .leftJoin('scholarshipTranslations as tFr', (join) =>
      join.onRef('tFr.scholarshipId', '=', 's.id').on('tFr.language', '=', 'fr'),
    )
    // An index-only count on applications_scholarship_created_at_idx for each listed scholarship.
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('applications as a')
          .select((inner) => [
            inner.fn.countAll<number>().as('total'),
            inner.fn.countAll<number>().filterWhere('a.status', '=', 'pending').as('pending'),
          ])
          .whereRef('a.scholarshipId', '=', 's.id')
          .as('c'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      's.id',
      's.deadline',
      eb.fn.coalesce('t.title', 'tFr.title', eb.val('')).as('title'),
      eb.fn.coalesce('c.total', eb.lit(0)).as('total'),
      eb.fn.coalesce('c.pending', eb.lit(0)).as('pending'),
    ])
    .where('s.deadline', '>=', today)
    .where('s.deadline', '<=', addDays(today, CLOSING_SOON_DAYS))
    .orderBy('s.deadline')
    .orderBy('s.id')
    .limit(CLOSING_SOON_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    deadline: row.deadline,
    daysLeft: daysUntilDeadline(row.deadline, now),
    pendingApplications: Number(row.pending),
    totalApplications: Number(row.total),
  }));
}

/**
 * Applications received and decided (approved or rejected by staff, from their history) on each of
 * the last ACTIVITY_DAYS Casablanca days: each day sums its hours of application_hourly_activity
 * (migration 0016), a deleted application still counting where it was received and decided.
 */
async function activity(db: Database, now: Date) {
  const today = casablancaToday(now);
  const dayList = Array.from({ length: ACTIVITY_DAYS }, (_, index) =>
    addDays(today, index - ACTIVITY_DAYS + 1),
  );
  const days = sql<{ day: string; starts: Date; ends: Date }>`(values ${sql.join(
    dayList.map(
      (day) =>
        sql`(${day}::text, ${casablancaDayStart(day).toISOString()}::timestamptz, ${casablancaDayStart(addDays(day, 1)).toISOString()}::timestamptz)`,
    ),
  )})`;
  const rows = await db
    .selectFrom(days.as<'d'>(sql`d(day, starts, ends)`))
    .leftJoin('applicationHourlyActivity as h', (join) =>
      join.on('h.hour', '>=', sql.ref('d.starts')).on('h.hour', '<', sql.ref('d.ends')),
    )
    .select((eb) => [
      'd.day',
      eb.fn.coalesce(eb.fn.sum<number>('h.received'), eb.lit(0)).as('received'),
      eb.fn.coalesce(eb.fn.sum<number>('h.decided'), eb.lit(0)).as('decided'),
    ])
    .groupBy('d.day')
    .orderBy('d.day')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    received: Number(row.received ?? 0),
    decided: Number(row.decided ?? 0),
  }));
}

/** What waits for the staff and the month's activity, read in parallel. */
/** What waits and is assigned to the caller (applications_assignee_idx, users_assignee_idx). */
async function assignedTo(db: Database, staffId: string) {
  const [applications, accounts] = await Promise.all([
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('assigneeId', '=', staffId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('assigneeId', '=', staffId)
      .where('approvalStatus', '=', 'PENDING')
      .executeTakeFirstOrThrow(),
  ]);
  return { applications: applications.total, accounts: accounts.total };
}

/** Open correction requests (applications' and accounts') past their due date (correction_requests_due_idx). */
async function overdueCorrections(db: Database, now: Date) {
  const { total } = await db
    .selectFrom('correctionRequests as cr')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(overdueCondition('cr', now))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function workQueue(db: Database, language: Language, now: Date, staffId: string) {
  const [applications, accounts, closing, days, mine, unread, overdue] = await Promise.all([
    pendingApplications(db, language, now),
    pendingAccounts(db, now),
    closingSoon(db, language, now),
    activity(db, now),
    assignedTo(db, staffId),
    countUnreadFromStudents(db),
    overdueCorrections(db, now),
  ]);
  return {
    today: casablancaToday(now),
    pendingApplications: applications,
    pendingAccounts: accounts,
    closingSoon: closing,
    activity: days,
    assignedToMe: mine,
    unreadFromStudents: unread,
    overdueCorrections: overdue,
  } satisfies Presented<DashboardAnswer>;
}
