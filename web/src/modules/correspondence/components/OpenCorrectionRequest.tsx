import type { DocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '@/modules/correspondence/__generated__';
import { CorrectionRequestForm } from '@/modules/correspondence/components/CorrectionRequestForm';
import { CorrespondenceCatalogGate } from '@/modules/correspondence/components/CorrespondenceCatalogGate';
import { APPLICATION_CORRECTION } from '@/modules/correspondence/graphql/ApplicationCorrection';
import { ACCOUNT_CORRECTION } from '@/modules/correspondence/graphql/AccountCorrection';
import { STUDENT_CORRECTION_REQUEST_FIELDS } from '@/modules/correspondence/graphql/StudentCorrectionRequestFields';

export interface ApplicationCorrectionProps {
  applicationId: string;
  refetch: readonly DocumentNode[];
}

/** An application's open correction request, to answer (nothing once answered or withdrawn). */
export function ApplicationCorrection({ applicationId, refetch }: ApplicationCorrectionProps) {
  const { data } = useQuery(APPLICATION_CORRECTION, { variables: { id: applicationId }, fetchPolicy: 'cache-and-network' });
  const request = getFragmentData(STUDENT_CORRECTION_REQUEST_FIELDS, data?.application?.correctionRequest ?? null);
  if (!request || request.status !== 'OPEN') return null;
  return (
    <CorrespondenceCatalogGate>
      <CorrectionRequestForm request={request} refetch={[...refetch, APPLICATION_CORRECTION]} />
    </CorrespondenceCatalogGate>
  );
}

export interface AccountCorrectionProps {
  refetch: readonly DocumentNode[];
}

/** The account's open correction request (CHANGES_REQUESTED), on the waiting page. */
export function AccountCorrection({ refetch }: AccountCorrectionProps) {
  const { data } = useQuery(ACCOUNT_CORRECTION, { fetchPolicy: 'cache-and-network' });
  const request = getFragmentData(STUDENT_CORRECTION_REQUEST_FIELDS, data?.me?.correctionRequest ?? null);
  if (!request || request.status !== 'OPEN') return null;
  return (
    <CorrespondenceCatalogGate>
      <CorrectionRequestForm request={request} refetch={[...refetch, ACCOUNT_CORRECTION]} />
    </CorrespondenceCatalogGate>
  );
}
