import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { officialDocumentLink } from '../files/file-links.ts';
import { isNotFound } from '../rest/upstream-error.ts';

/** What the api does not show the caller (someone else's) is absent here: null or an empty list. */
async function unlessHidden<T>(work: Promise<T>, hidden: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isNotFound(error)) return hidden;
    throw error;
  }
}

/** Official documents (docs/documents.md): the student's list, an application's, a payment's receipt. */
export const documentsResolvers: Resolvers = {
  Query: {
    myDocuments: (_parent, _args, { documents }) => documents.mine(),
  },
  Application: {
    documents: (application, _args, { documents }) => unlessHidden(documents.ofApplication(application.id), []),
  },
  Payment: {
    receiptDocument: (payment, _args, { documents }) =>
      payment.receiptDocumentId ? unlessHidden(documents.document(payment.receiptDocumentId), null) : null,
  },
  Document: {
    url: (document) => officialDocumentLink(document.id),
    supersededBy: (document, _args, { documents }) =>
      document.supersededBy ? unlessHidden(documents.document(document.supersededBy), null) : null,
  },
};
