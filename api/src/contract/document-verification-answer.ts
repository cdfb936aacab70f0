import { z } from 'zod';
import { GRAPHQL_ENUM_VALUES } from '@bourses/common/graphql-enums';
import { LANGUAGES } from '@bourses/common/languages';

/**
 * What anyone holding a document's code learns of it (GET /api/documents/verify/:code;
 * docs/documents.md, "Verification"): the facts printed on it, and of its holder only the first
 * name and an initial.
 */
export const documentVerificationAnswerSchema = z.object({
  kind: z.enum(GRAPHQL_ENUM_VALUES.DocumentKind),
  issuedAt: z.string(),
  /** The application's number or the payment's reference. */
  reference: z.string(),
  /** "Salma A.": the first name and the last name's initial. */
  holderName: z.string(),
  language: z.enum(LANGUAGES),
  /** A later letter replaced it (the decision changed). */
  superseded: z.boolean(),
  supersededAt: z.string().nullable(),
});

export type DocumentVerificationAnswer = z.infer<typeof documentVerificationAnswerSchema>;
