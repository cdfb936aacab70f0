import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { graphQLErrorCode } from '@/modules/api/utils/graphql-error';
import type { VerifyDocumentQuery } from '@/modules/documents/__generated__/graphql';
import { VERIFY_DOCUMENT } from '@/modules/documents/graphql/VerifyDocument';

export type VerifiedDocument = NonNullable<VerifyDocumentQuery['verifyDocument']>;

export type DocumentVerification =
  | { status: 'checking' }
  | { status: 'found'; document: VerifiedDocument }
  | { status: 'notFound' }
  | { status: 'rateLimited' }
  | { status: 'failed'; message: string };

/**
 * What the platform says of a code (docs/documents.md, Verification): the document, none (the same
 * answer for an unknown or a malformed code), or the limit on checks reached. Asked every time, never
 * from the cache: a letter may have been replaced since.
 */
export function useDocumentVerification(code: string): DocumentVerification {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(VERIFY_DOCUMENT, { variables: { code }, fetchPolicy: 'network-only' });
  if (loading) return { status: 'checking' };
  if (error) {
    if (graphQLErrorCode(error) === 'TOO_MANY_REQUESTS') return { status: 'rateLimited' };
    return { status: 'failed', message: failureMessage(error, t`The code could not be checked. Try again.`) };
  }
  const document = data?.verifyDocument;
  return document ? { status: 'found', document } : { status: 'notFound' };
}
