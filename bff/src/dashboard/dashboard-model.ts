import { dashboardAnswerSchema } from '@bourses/api/contract';
import { UpstreamContractError } from '../rest/envelopes.ts';

/** The api's work queue under the schema's names (ids as GraphQL IDs). */
export function dashboardOf(data: unknown) {
  const parsed = dashboardAnswerSchema.safeParse(data);
  if (!parsed.success) throw new UpstreamContractError(`dashboard: ${parsed.error.message}`);
  const { today, pendingApplications, pendingAccounts, closingSoon, activity, assignedToMe, unreadFromStudents, overdueCorrections } =
    parsed.data;
  return {
    today,
    pendingApplications: {
      total: pendingApplications.total,
      oldest: pendingApplications.oldest.map((application) => ({
        ...application,
        id: String(application.id),
        scholarshipId: String(application.scholarshipId),
      })),
    },
    pendingAccounts,
    closingSoon: closingSoon.map((scholarship) => ({ ...scholarship, id: String(scholarship.id) })),
    activity,
    assignedToMe,
    unreadFromStudents,
    overdueCorrections,
  };
}
