import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FragmentType } from '@/modules/staff/__generated__';
import { StyledCaseworkCard } from '@/modules/staff/casework/components/CaseworkCard';
import { LazyStaffDocumentList } from '@/modules/staff/documents/components/LazyStaffDocumentList';
import type { STAFF_DOCUMENT_FIELDS } from '@/modules/staff/documents/graphql/StaffDocumentFields';

export interface ApplicationDocumentsSectionProps {
  documents: readonly FragmentType<typeof STAFF_DOCUMENT_FIELDS>[];
}

/** An application's proofs of submission and decision letters, oldest first, as the student received them. */
export function ApplicationDocumentsSection({ documents }: ApplicationDocumentsSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <StyledCaseworkCard aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Documents`}</h2>
      {documents.length > 0 ? (
        <LazyStaffDocumentList documents={documents} label={t`Documents issued for this application`} />
      ) : (
        <p>{t`No document has been issued for this application yet.`}</p>
      )}
    </StyledCaseworkCard>
  );
}
