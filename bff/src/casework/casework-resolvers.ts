import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { bulkTarget } from './bulk-filter.ts';

const BULK_ACTIONS = { APPROVE: 'approve', REJECT: 'reject', ASSIGN: 'assign' } as const;

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
        ...bulkTarget(input),
        ...(input.feedback ? { feedback: input.feedback } : {}),
        ...(input.action === 'ASSIGN' ? { assigneeId: input.assigneeId ?? null } : {}),
      }),
    messageApplicants: (_parent, { input }, { applications }) =>
      applications.messageApplicants({ ...bulkTarget(input), body: input.body }),
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
