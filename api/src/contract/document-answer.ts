import { z } from 'zod';
import { GRAPHQL_ENUM_VALUES } from '@bourses/common/graphql-enums';
import { LANGUAGES } from '@bourses/common/languages';

/**
 * An official document as its student and staff read it (GET /api/documents/mine, /api/documents/:id,
 * /api/scholarships/applications/:id/documents; docs/documents.md, "Issuing").
 */
export const documentAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(GRAPHQL_ENUM_VALUES.DocumentKind),
  /** The student's language when it was issued. */
  language: z.enum(LANGUAGES),
  issuedAt: z.string(),
  /** As printed on it: `K7QF-3MXP-9TZA`. */
  verificationCode: z.string(),
  /** The api's download of its PDF: `/api/documents/{id}/file`. */
  url: z.string(),
  /** The letter that replaced it when the decision changed, or null. */
  supersededBy: z.string().nullable(),
});

export type DocumentAnswer = z.infer<typeof documentAnswerSchema>;
