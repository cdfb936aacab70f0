import type { Language } from '@bourses/common/languages';
import type { MailKind } from '@bourses/common/mail-kinds';
import type { MessageKey } from '#api/i18n/messages.ts';
import type { LinkMailTexts } from '#api/mail/link-mail.ts';

/**
 * What tells one kind of mailed single-use link from another (verify an address, choose a new
 * password): where its tokens are kept, how long one lasts, who may ask for one, its mail and the
 * words of its refusals. The two tables have the same columns.
 */
export interface MailedTokenKind {
  table: 'emailVerificationTokens' | 'passwordResetTokens';
  lifetimeSeconds: number;
  /** Asking by address: verification links go to unverified accounts only, reset links to any. */
  unverifiedOnly: boolean;
  /** The web page the link opens, the token in its query: '/verify-email'. */
  page: string;
  /** The mail's kind, also its event key's prefix (one mail per token). */
  mailKind: MailKind;
  texts: Record<Language, LinkMailTexts>;
  refusals: { invalid: MessageKey; used: MessageKey; expired: MessageKey };
}
