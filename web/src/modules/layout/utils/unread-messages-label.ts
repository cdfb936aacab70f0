import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const UNREAD_MESSAGES_LABEL = msg({
  message: '{count, plural, =0 {Messages} one {# unread message} other {# unread messages}}',
  comment: 'How many messages from the platform team wait to be read; "Messages" when none',
});

/** "2 unread messages", or "Messages" when none: the header's link says it, and each application's row. */
export function unreadMessagesLabel(i18n: I18n, count: number): string {
  return i18n._({ ...UNREAD_MESSAGES_LABEL, values: { count } });
}
