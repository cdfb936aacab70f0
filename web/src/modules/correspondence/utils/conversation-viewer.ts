import type { MessageSide } from '@/modules/correspondence/__generated__/graphql';

/** Who reads a conversation: its student, or a staff member in the console. */
export type ConversationViewer = 'student' | 'staff';

/** The side the viewer writes from: their own messages get read ticks, the others' are marked read on open. */
export function viewerSide(viewer: ConversationViewer): MessageSide {
  return viewer === 'student' ? 'STUDENT' : 'STAFF';
}
