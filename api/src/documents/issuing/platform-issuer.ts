import type { Config } from '#api/config/config.ts';
import type { DocumentContent } from '#api/documents/pdf/document-content.ts';

// The platform's name as its mails spell it (iam/users/approval-mails.ts): a brand, the same in every language. The
// address is written once, in the language of the country's post (French by default), for every document.
const PLATFORM_NAME = 'Bourses';

/** The head of every document: the platform's name and its postal address (PLATFORM_ADDRESS). */
export function platformIssuer(config: Pick<Config, 'platformAddress'>): DocumentContent['issuer'] {
  return { name: PLATFORM_NAME, addressLines: config.platformAddress };
}
