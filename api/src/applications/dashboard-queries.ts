import type { ApplicationStatus } from '@bourses/common/statuses';
import type { Database } from '../db/database.ts';
import { casablancaToday } from '../scholarships/deadline.ts';

/** The counts of the staff dashboard, each one query. */
export async function dashboardCounts(db: Database, now: Date) {
  const [accounts, applications, scholarships] = await Promise.all([
    db
      .selectFrom('users')
      .where('approvalStatus', '=', 'PENDING')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.countAll<number>().filterWhere('isVerified', '=', true).as('verified'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('applications')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('scholarships')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.countAll<number>().filterWhere('deadline', '>=', casablancaToday(now)).as('open'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const byStatus: Record<ApplicationStatus, number> = { pending: 0, approved: 0, rejected: 0, withdrawn: 0 };
  for (const row of applications) byStatus[row.status] = row.count;
  return {
    accountsPendingApproval: {
      total: accounts.total,
      verified: accounts.verified,
      unverified: accounts.total - accounts.verified,
    },
    applicationsByStatus: { ...byStatus, total: applications.reduce((sum, row) => sum + row.count, 0) },
    scholarships: {
      open: scholarships.open,
      closed: scholarships.total - scholarships.open,
      total: scholarships.total,
    },
  };
}
