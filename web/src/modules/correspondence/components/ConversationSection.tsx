import { Trans } from '@lingui/react/macro';
import { ConversationPanel } from '@/modules/correspondence/components/ConversationPanel';
import { CorrespondenceCatalogGate } from '@/modules/correspondence/components/CorrespondenceCatalogGate';

export interface ConversationSectionProps {
  conversationId: string;
}

/** A student's page's conversation with the platform team (an application's), under its heading. */
export function ConversationSection({ conversationId }: ConversationSectionProps) {
  return (
    <CorrespondenceCatalogGate>
      <section aria-labelledby="conversation-title">
        <h2 id="conversation-title">
          <Trans>Messages with the platform team</Trans>
        </h2>
        <ConversationPanel conversationId={conversationId} viewer="student" />
      </section>
    </CorrespondenceCatalogGate>
  );
}
