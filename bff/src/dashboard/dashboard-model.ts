import { dashboardAnswerSchema } from '@bourses/api/contract';
import { UpstreamContractError } from '../rest/envelopes.ts';

/** The api's counts under the schema's names. */
export function dashboardOf(data: unknown) {
  const parsed = dashboardAnswerSchema.safeParse(data);
  if (!parsed.success) throw new UpstreamContractError(`dashboard: ${parsed.error.message}`);
  const { accountsPendingApproval, applicationsByStatus, scholarships } = parsed.data;
  return { accountsPendingApproval, applications: applicationsByStatus, scholarships };
}
