import { z } from 'zod';

/** One of the caller's sessions (iam/sessions/session-presenter.ts): a sign-in until it ends. */
export const sessionAnswerSchema = z.object({
  id: z.string(),
  /** e.g. 'Chrome 131'; null when the User-Agent named none. */
  browser: z.string().nullable(),
  /** e.g. 'Android 14'; null when the User-Agent named none. */
  system: z.string().nullable(),
  address: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request's own access token. */
  current: z.boolean(),
});

export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
