import { z } from 'zod';
import { UpstreamContractError } from '../rest/envelopes.ts';

const count = z.number().int().catch(0);

// The api's `GET /api/admin/dashboard` data, read leniently: a missing count is 0.
const dashboardSchema = z.object({
  users: z.object({ total: count, pending: count, approved: count, rejected: count }),
  scholarships: z.object({ total: count, open: count, closed: count }),
  applications: z.object({ total: count, pending: count, approved: count, rejected: count, withdrawn: count }),
});

export type DashboardModel = z.infer<typeof dashboardSchema>;

export function dashboardOf(data: unknown): DashboardModel {
  const parsed = dashboardSchema.safeParse(data);
  if (!parsed.success) throw new UpstreamContractError(`dashboard: ${parsed.error.message}`);
  return parsed.data;
}
