import { z } from 'zod';

const count = z.number().int();

/** The staff dashboard's counts (GET /api/admin/dashboard). */
export const dashboardAnswerSchema = z.object({
  accountsPendingApproval: z.object({ total: count, verified: count, unverified: count }),
  applicationsByStatus: z.object({ total: count, pending: count, approved: count, rejected: count, withdrawn: count }),
  scholarships: z.object({ total: count, open: count, closed: count }),
});

export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
