import type { ApplicationFilter, Resolvers } from '../__generated__/resolvers-types.ts';
import { assigneeQuery } from './assignee-filter.ts';

const BULK_ACTIONS = { APPROVE: 'approve', REJECT: 'reject', ASSIGN: 'assign' } as const;

/** The staff list's filter as the api's bulk action reads it. */
const bulkFilter = (filter: ApplicationFilter) => ({
  status: filter.status ?? undefined,
  scholarshipId: filter.scholarshipId ?? undefined,
  userId: filter.userId ?? undefined,
  search: filter.search ?? undefined,
  assignee: assigneeQuery(filter.assignment),
});

/**
 * The staff's casework: who follows an application or an account, internal notes and bulk decisions.
 * The api refuses them to anyone but staff; notes are read through per-request batch loaders.
 */
export const caseworkResolvers: Resolvers = {
  Mutation: {
    assignApplication: (_parent, { id, assigneeId }, { applications }) => applications.assign(id, assigneeId ?? null),
    assignAccount: (_parent, { id, assigneeId }, { iam }) => iam.assignAccount(id, assigneeId ?? null),
    addApplicationNote: (_parent, { applicationId, text }, { applications }) => applications.addNote(applicationId, text),
    addAccountNote: (_parent, { userId, text }, { iam }) => iam.addAccountNote(userId, text),
    bulkDecideApplications: (_parent, { input }, { applications }) =>
      applications.bulk({
        action: BULK_ACTIONS[input.action],
        ...(input.applicationIds ? { applicationIds: input.applicationIds } : {}),
        ...(input.filter ? { filter: bulkFilter(input.filter) } : {}),
        ...(input.feedback ? { feedback: input.feedback } : {}),
        ...(input.action === 'ASSIGN' ? { assigneeId: input.assigneeId ?? null } : {}),
      }),
  },
  Application: {
    assignee: (application, _args, { viewer, loaders }) =>
      viewer?.isStaff && application.assigneeId ? loaders.user.load(application.assigneeId) : null,
    notes: (application, _args, { loaders }) => loaders.applicationNotes.load(application.id),
  },
  User: {
    assignee: (user, _args, { viewer, loaders }) =>
      viewer?.isStaff && user.assigneeId ? loaders.user.load(user.assigneeId) : null,
    notes: (user, _args, { loaders }) => loaders.accountNotes.load(user.id),
  },
  InternalNote: {
    author: (note) => (note.author ? { id: note.author.id, fullName: note.author.name, role: note.author.role } : null),
  },
  BulkApplicationOutcome: {
    applicationId: (outcome) => String(outcome.id),
    applicantName: (outcome) => outcome.applicantName,
    code: (outcome) => (outcome.ok ? null : outcome.code),
    message: (outcome) => (outcome.ok ? null : outcome.message),
  },
};
