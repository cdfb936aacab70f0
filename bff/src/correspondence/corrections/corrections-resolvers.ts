import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { correctionItemFileLink } from '../../files/file-links.ts';
import { streamedFile } from '../../graphql/uploads.ts';
import { bffMessage } from '../../i18n/bff-messages.ts';
import { currentLanguage } from '../../i18n/request-language.ts';
import type { CorrectionRequestModel } from './correction-model.ts';

/** The open request, else the latest one (the api answers them oldest first), or null. */
const currentOf = (requests: readonly CorrectionRequestModel[]) =>
  requests.find((request) => request.status === 'open') ?? requests.at(-1) ?? null;

/** Correction requests (docs/product-rules.md, "Correction requests"): staff ask and withdraw, the student answers. */
export const correctionsResolvers: Resolvers = {
  Mutation: {
    requestCorrection: (_parent, { input }, { corrections }) => {
      const { applicationId, userId, items, message, dueDate } = input;
      const body = { items: items.map(({ kind, label }) => ({ kind, label })), message, dueDate };
      if (applicationId && !userId) return corrections.askOnApplication(applicationId, body);
      if (userId && !applicationId) return corrections.askOnAccount(userId, body);
      throw new GraphQLError(bffMessage('CORRECTION_SUBJECT_REQUIRED', currentLanguage()), {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    },
    submitCorrection: (_parent, { requestId, files }, { corrections }) =>
      corrections.submit(
        requestId,
        files.map(({ itemId, file }) => ({ itemId, file: streamedFile(file) })),
      ),
    withdrawCorrectionRequest: (_parent, { requestId }, { corrections }) => corrections.withdraw(requestId),
  },
  Application: {
    corrected: (application) => application.correctedAt !== null,
    correctionRequests: (application, _args, { corrections }) => corrections.ofApplication(application.id),
    correctionRequest: async (application, _args, { corrections }) =>
      currentOf(await corrections.ofApplication(application.id)),
  },
  User: {
    // The owner and staff, students' accounts only; the api checks again.
    correctionRequests: (user, _args, { corrections, viewer }) =>
      user.role === 'CLIENT' && (viewer?.isStaff || viewer?.userId === user.id) ? corrections.ofAccount(user.id) : [],
    correctionRequest: async (user, _args, { corrections, viewer }) =>
      user.role === 'CLIENT' && (viewer?.isStaff || viewer?.userId === user.id)
        ? currentOf(await corrections.ofAccount(user.id))
        : null,
  },
  CorrectionRequest: {
    items: (request) => request.items.map((item) => ({ ...item, requestId: request.id })),
    // The api names the staff member to staff readers only.
    requestedBy: (request, _args, { loaders, viewer }) =>
      viewer?.isStaff && request.requestedBy ? loaders.user.load(request.requestedBy.id) : null,
    application: (request, _args, { loaders }) =>
      request.applicationId === null ? null : loaders.application.load(request.applicationId),
  },
  CorrectionItem: {
    fileName: (item) => item.file?.fileName ?? null,
    fileUrl: (item) => (item.file ? correctionItemFileLink(item.requestId, item.id) : null),
  },
};
