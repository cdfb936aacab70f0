import type { DocumentNode } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { MARK_CONVERSATION_READ } from '@/modules/correspondence/graphql/MarkConversationRead';
import type { ConversationViewer } from '@/modules/correspondence/utils/conversation-viewer';
import { UNREAD_MESSAGES } from '@/modules/layout/graphql/UnreadMessages';

// The student's header counts what is left unread; the console keeps its own counts.
const STUDENT_REFETCH: readonly DocumentNode[] = [UNREAD_MESSAGES];
const STAFF_REFETCH: readonly DocumentNode[] = [];

/**
 * Marks the conversation read for the viewer's side once when it opens (not on every render, nor
 * twice in React's strict mode), then has the header's unread count asked again.
 */
export function useMarkConversationRead(conversationId: string, viewer: ConversationViewer) {
  const { t } = useLingui();
  const { run } = useMutationAction(MARK_CONVERSATION_READ, {
    fallback: t`The conversation could not be marked as read.`,
    refetch: viewer === 'student' ? STUDENT_REFETCH : STAFF_REFETCH,
  });
  const marked = useRef<string | null>(null);
  // Opening the panel is the event: it has no handler of its own to run this from.
  useEffect(() => {
    if (marked.current === conversationId) return;
    marked.current = conversationId;
    // A failure changes nothing the reader sees: the next opening marks it again.
    void run({ id: conversationId });
  }, [conversationId, run]);
}
