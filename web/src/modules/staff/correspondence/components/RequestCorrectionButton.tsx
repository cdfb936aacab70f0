import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { Language } from '@/modules/staff/__generated__/graphql';
import type { AssignmentSubject } from '@/modules/staff/casework/hooks/useAssign';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

// The dialog and the saved replies' picker load when staff open it, not with the review page.
const CorrectionRequestDialog = lazy(async () => ({
  default: (await import('@/modules/staff/correspondence/components/CorrectionRequestDialog'))
    .CorrectionRequestDialog,
}));

export interface RequestCorrectionButtonProps {
  subject: AssignmentSubject;
  studentLanguage?: Language | null;
}

/** "Request corrections", beside the decisions: opens the correction request dialog. */
export function RequestCorrectionButton({ subject, studentLanguage = null }: RequestCorrectionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StyledButton type="button" $variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Request corrections</Trans>
      </StyledButton>
      {open ? (
        <Suspense fallback={<Spinner />}>
          <CorrectionRequestDialog
            subject={subject}
            studentLanguage={studentLanguage}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
