import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { applicationReceiptLink } from '../files/file-links.ts';
import { paging } from '../graphql/paging.ts';
import { assigneeQuery } from '../casework/assignee-filter.ts';
import { streamedFile } from '../graphql/uploads.ts';
import { isNotFound } from '../rest/upstream-error.ts';
import { verificationBody } from '../payments/verification-body.ts';

/** Applying, following one's applications, and the staff's review. */
export const applicationsResolvers: Resolvers = {
  Query: {
    myApplications: async (_parent, { status, search, page, limit }, { applications, viewer, iam }) => {
      // Without a token the api refuses with its own 401 and message.
      const userId = viewer?.userId ?? (await iam.me()).id;
      return applications.list({ ...paging(page, limit), status, search, userId });
    },
    application: (_parent, { id }, { loaders }) => loaders.application.load(Number(id)),
    applications: (_parent, { filter, page, limit }, { applications }) =>
      applications.list({
        ...paging(page, limit),
        status: filter?.status,
        scholarshipId: filter?.scholarshipId,
        userId: filter?.userId,
        search: filter?.search,
        assignee: assigneeQuery(filter?.assignment),
        unreadFromStudents: filter?.unreadFromStudents,
        overdueCorrections: filter?.overdueCorrections,
      }),
  },
  Mutation: {
    applyToScholarship: (_parent, { scholarshipId, receipt }, { applications }) =>
      applications.apply(scholarshipId, receipt ? streamedFile(receipt) : undefined),
    resubmitApplication: (_parent, { applicationId, receipt }, { applications }) =>
      applications.resubmit(applicationId, streamedFile(receipt)),
    withdrawApplication: (_parent, { id }, { applications }) => applications.withdraw(id),
    approveApplication: (_parent, { id, feedback, payment }, { applications }) =>
      applications.approve(id, feedback, verificationBody(payment)),
    rejectApplication: (_parent, { id, feedback }, { applications }) => applications.reject(id, feedback),
    updateApplicationStatus: (_parent, { id, status, feedback }, { applications }) =>
      applications.setStatus(id, status, feedback),
    deleteApplication: async (_parent, { id }, { applications }) => {
      await applications.remove(id);
      return { success: true, id };
    },
  },
  Application: {
    id: (application) => String(application.id),
    rejectionReason: (application) => application.rejectionReason ?? null,
    feedback: (application) => application.feedback ?? null,
    scholarship: async (application, _args, { loaders, language }) => {
      const scholarship = await loaders.scholarship(language).load(application.scholarshipId);
      if (!scholarship) throw new GraphQLError('Scholarship not found', { extensions: { code: 'NOT_FOUND' } });
      return scholarship;
    },
    applicant: (application, _args, { viewer, loaders }) =>
      viewer?.isStaff && application.userId ? loaders.user.load(application.userId) : null,
    applicantDeleted: (application) => application.userId === null,
    receiptUrl: (application) => (application.paymentReceipt ? applicationReceiptLink(application.id) : null),
    payment: (application, _args, { loaders }) => loaders.applicationPayment.load(application.id),
    history: async (application, _args, { loaders }) => {
      if (application.history) return application.history;
      try {
        return (await loaders.application.load(application.id))?.history ?? [];
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
    },
  },
  ApplicationHistoryEntry: {
    feedback: (entry) => entry.feedback ?? null,
    actor: (entry) => (entry.actor ? { id: entry.actor.id, fullName: entry.actor.name, role: entry.actor.role } : null),
  },
};
