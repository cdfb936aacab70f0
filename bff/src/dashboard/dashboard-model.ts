import { z } from 'zod';
import { UpstreamContractError } from '../rest/envelopes.ts';

const count = z.number().int();

// The api's `GET /api/admin/dashboard` data.
const upstreamDashboardSchema = z.object({
  accountsPendingApproval: z.object({ total: count, verified: count, unverified: count }),
  applicationsByStatus: z.object({ total: count, pending: count, approved: count, rejected: count, withdrawn: count }),
  scholarships: z.object({ total: count, open: count, closed: count }),
});

/** The api's counts under the schema's names. */
export function dashboardOf(data: unknown) {
  const parsed = upstreamDashboardSchema.safeParse(data);
  if (!parsed.success) throw new UpstreamContractError(`dashboard: ${parsed.error.message}`);
  const { accountsPendingApproval, applicationsByStatus, scholarships } = parsed.data;
  return { accountsPendingApproval, applications: applicationsByStatus, scholarships };
}
