import { z } from 'zod';
import { unreadAnswerSchema } from './correspondence-answer.ts';

const count = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string();

/** An application waiting for a decision, as the work queue lists it. */
const waitingApplication = z.object({
  id: z.number().int(),
  createdAt: instant,
  /** Whole days (of 24 hours) since the student applied. */
  waitingDays: count,
  scholarshipId: z.number().int(),
  scholarshipTitle: z.string(),
  /** Null once the student deleted their account (an anonymised application). */
  applicantName: z.string().nullable(),
  /** It waits again because the student answered a correction request. */
  corrected: z.boolean(),
});

/** An account waiting for approval, as the work queue lists it. */
const waitingAccount = z.object({
  id: z.string(),
  createdAt: instant,
  /** Whole days (of 24 hours) since the account was created. */
  waitingDays: count,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
});

/** The staff work queue (GET /api/admin/dashboard): what waits, oldest first, and the month's activity. */
export const dashboardAnswerSchema = z.object({
  /** Casablanca's today, the day deadlines and the activity's days are counted in. */
  today: day,
  pendingApplications: z.object({ total: count, oldest: z.array(waitingApplication) }),
  pendingAccounts: z.object({ total: count, oldest: z.array(waitingAccount) }),
  /** Open scholarships whose deadline is within the closing-soon window, soonest first. */
  closingSoon: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      deadline: day,
      /** 0 on the deadline day. */
      daysLeft: count,
      pendingApplications: count,
      totalApplications: count,
    }),
  ),
  /** One entry per Casablanca day, oldest first, today last. */
  activity: z.array(z.object({ day, received: count, decided: count })),
  /** What waits and is assigned to the caller: pending applications, and accounts waiting for approval. */
  assignedToMe: z.object({ applications: count, accounts: count }),
  /** Messages from students no staff member opened yet, over every conversation. */
  unreadFromStudents: unreadAnswerSchema,
  /** Open correction requests past their due date. */
  overdueCorrections: count,
});

export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
