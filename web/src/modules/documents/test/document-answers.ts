import type { StubAnswer } from '@/modules/account-security/test/stub-graphql-server';

/** A document as the bff answers it: a proof of submission in French unless told otherwise. */
export const issuedDocument = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Document',
  id,
  kind: 'PROOF_OF_SUBMISSION',
  language: 'FR',
  issuedAt: '2026-06-10T11:15:00.000Z',
  verificationCode: 'K7M2-QX4B-9HTR',
  url: `/files/documents/${id}`,
  supersededBy: null,
  ...overrides,
});

export const myDocuments = (documents: ReturnType<typeof issuedDocument>[]): StubAnswer => ({
  data: { myDocuments: documents },
});

/** What the verification page is told of a genuine document. */
export const verifiedDocument = (overrides: Record<string, unknown> = {}): StubAnswer => ({
  data: {
    verifyDocument: {
      __typename: 'DocumentVerification',
      kind: 'DECISION_LETTER',
      issuedAt: '2026-06-10T11:15:00.000Z',
      reference: '2048',
      holderName: 'Salma A.',
      language: 'AR',
      superseded: false,
      supersededAt: null,
      ...overrides,
    },
  },
});
