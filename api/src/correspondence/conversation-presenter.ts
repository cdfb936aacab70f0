import type { Language } from '@bourses/common/languages';
import type { ConversationAnswer } from '#api/contract/correspondence-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import type { ConversationDetailsRow } from './conversation-queries.ts';

/** An account's conversation as its student reads it. */
const YOUR_ACCOUNT: Record<Language, string> = { fr: 'Votre compte', ar: 'حسابك', en: 'Your account' };

/**
 * What a conversation is about, in the reader's language: the scholarship's title for an
 * application's; for an account's, "Your account" to its student and the student's name to staff.
 */
function subjectOf(row: ConversationDetailsRow, side: ConversationSide, language: Language): string {
  if (row.kind === 'application') return row.scholarshipTitle ?? '';
  return side === 'student' ? YOUR_ACCOUNT[language] : `${row.studentFirstName} ${row.studentLastName}`;
}

/** One conversation as `side` reads it (docs/product-rules.md, "Correspondence"). */
export function presentConversation(row: ConversationDetailsRow, side: ConversationSide, language: Language) {
  return {
    id: row.id,
    kind: row.kind,
    applicationId: row.applicationId,
    userId: side === 'staff' ? row.userId : null,
    subject: subjectOf(row, side, language),
    unreadCount: Number(row.unreadCount ?? 0),
    lastMessageAt: row.lastMessageAt ?? null,
  } satisfies Presented<ConversationAnswer>;
}
