import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import type { Language } from '@/modules/staff/__generated__/graphql';
import { StyledCaseworkCard } from '@/modules/staff/casework/components/CaseworkCard';
import { SavedReplyPicker } from '@/modules/staff/correspondence/components/SavedReplyPicker';
import { Spinner } from '@/modules/ui/components/Spinner';

interface StaffConversationProps {
  conversationId: string;
  studentLanguage: Language | null;
}

// The conversation's panel, its catalogue and its operations load with the file's page, after it shows.
const StaffConversation = lazy(async () => {
  const [{ ConversationPanel }, { CorrespondenceCatalogGate }] = await Promise.all([
    import('@/modules/correspondence/components/ConversationPanel'),
    import('@/modules/correspondence/components/CorrespondenceCatalogGate'),
  ]);
  function StaffConversationPanel({ conversationId, studentLanguage }: StaffConversationProps) {
    return (
      <CorrespondenceCatalogGate>
        <ConversationPanel
          conversationId={conversationId}
          viewer="staff"
          composerAddon={(insert) => <SavedReplyPicker language={studentLanguage} onInsert={insert} />}
        />
      </CorrespondenceCatalogGate>
    );
  }
  return { default: StaffConversationPanel };
});

export type StudentConversationSectionProps = StaffConversationProps;

/**
 * The messages between the student and the staff, apart from the internal notes (which the student
 * never reads): the headings say which is which. Opening it marks the student's messages read for the staff.
 */
export function StudentConversationSection({
  conversationId,
  studentLanguage,
}: StudentConversationSectionProps) {
  const titleId = useId();
  return (
    <StyledCaseworkCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Messages with the student</Trans>
      </h2>
      <p>
        <Trans>The student reads these messages, signed by the platform team.</Trans>
      </p>
      <Suspense fallback={<Spinner />}>
        <StaffConversation conversationId={conversationId} studentLanguage={studentLanguage} />
      </Suspense>
    </StyledCaseworkCard>
  );
}
