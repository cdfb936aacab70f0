import { verificationBody } from '../payments/verification-body.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { DATA_EXPORT_LINK, userDocumentLink } from '../files/file-links.ts';
import { paging } from '../graphql/paging.ts';
import { assigneeQuery } from '../casework/assignee-filter.ts';

/** Staff account management, and how a user reads. */
export const usersResolvers: Resolvers = {
  Query: {
    users: (_parent, { filter, page, limit, sort }, { iam }) =>
      iam.listUsers({
        ...paging(page, limit),
        role: filter?.role,
        isVerified: filter?.isVerified,
        approvalStatus: filter?.approvalStatus,
        search: filter?.search,
        assignee: assigneeQuery(filter?.assignment),
        unreadFromStudents: filter?.unreadFromStudents,
        overdueCorrections: filter?.overdueCorrections,
        sort,
      }),
    user: (_parent, { id }, { loaders }) => loaders.user.load(id),
  },
  Mutation: {
    createUser: (_parent, { input }, { iam }) => iam.createUser(input),
    registerAgent: (_parent, { input }, { iam }) => {
      const { role: _role, ...account } = input;
      return iam.registerAgent(account);
    },
    updateUser: (_parent, { id, input }, { iam }) => iam.updateUser(id, input),
    deleteUser: async (_parent, { id }, { iam }) => {
      await iam.deleteUser(id);
      return { success: true, id };
    },
    setUserApproval: async (_parent, { userIds, status, reason, payment }, { iam }) => ({
      success: true,
      users: await iam.setApproval(userIds, status, reason, verificationBody(payment)),
    }),
  },
  User: {
    fullName: (user) => `${user.firstName} ${user.lastName}`.trim(),
    isApproved: (user) => user.approvalStatus === 'APPROVED',
    // The api answers `correctedAt` to whoever reads the account; the mark is the staff's and the owner's.
    corrected: (user, _args, { viewer }) =>
      user.correctedAt !== null && (viewer?.isStaff === true || viewer?.userId === user.id),
    phoneNumber: (user) => user.phoneNumber ?? null,
    approvalDate: (user) => user.approvalDate ?? null,
    rejectionReason: (user) => user.rejectionReason ?? null,
    createdAt: (user) => user.createdAt ?? null,
    // Links for the staff and the owner only; the api checks again when the file is asked for.
    paymentReceiptUrl: (user, _args, { viewer }) =>
      user.hasPaymentReceipt && (viewer?.isStaff || viewer?.userId === user.id) ? userDocumentLink(user.id, 'payment-receipt') : null,
    serviceContractUrl: (user, _args, { viewer }) =>
      user.hasServiceContract && (viewer?.isStaff || viewer?.userId === user.id)
        ? userDocumentLink(user.id, 'service-contract')
        : null,
    dataExportUrl: (user, _args, { viewer }) => (viewer?.userId === user.id ? DATA_EXPORT_LINK : null),
    // The api says it to ADMIN readers and the owner only (absent for anyone else).
    secondFactorEnabled: (user) => user.secondFactorEnabled ?? null,
    registrationPayment: (user, _args, { viewer, loaders }) =>
      user.role === 'CLIENT' && (viewer?.isStaff || viewer?.userId === user.id) ? loaders.registrationPayment.load(user.id) : null,
  },
};
