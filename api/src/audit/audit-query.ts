import { z } from 'zod';
import { AUDIT_TARGET_TYPES } from '@bourses/common/audit-actions';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@bourses/common/limits';
import { isIsoDate } from '../scholarships/iso-date.ts';
import { UUID_PATTERN } from '../iam/users/user-id.ts';

const INVALID = 'AUDIT_FILTER_INVALID';
// Far beyond any real log; keeps the offset a sane number.
const MAX_PAGE = 1_000_000;

const wholeNumber = (min: number, max: number) =>
  z.string(INVALID).regex(/^\d{1,7}$/, INVALID).transform(Number).pipe(z.number().min(min, INVALID).max(max, INVALID));
const day = z.string(INVALID).refine(isIsoDate, INVALID);
const text = (max: number) => z.string(INVALID).trim().max(max, INVALID);

// A filter sent empty (`?actor=`) means no filter, as forms often send them.
const withoutEmptyValues = (query: unknown) =>
  typeof query === 'object' && query !== null
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
    : query;

/** GET /api/admin/audit: who (an id, or words of their name or e-mail), on what, which action, which days (Casablanca). */
export const auditQuerySchema = z.preprocess(
  withoutEmptyValues,
  z
    .object({
      page: wholeNumber(1, MAX_PAGE).default(FIRST_PAGE),
      limit: wholeNumber(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
      actorId: z.string(INVALID).regex(UUID_PATTERN, INVALID).transform((id) => id.toLowerCase()).optional(),
      actor: text(100).optional(),
      // Words joined by dashes on each side: `account.sessions-ended`, `message-template.create`.
      action: z.string(INVALID).regex(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/, INVALID).optional(),
      targetType: z.enum(AUDIT_TARGET_TYPES, INVALID).optional(),
      targetId: text(100).optional(),
      from: day.optional(),
      to: day.optional(),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, INVALID),
);

export type AuditQuery = z.infer<typeof auditQuerySchema>;
