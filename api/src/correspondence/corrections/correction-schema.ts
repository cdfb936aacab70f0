import { z } from 'zod';
import { CORRECTION_LABEL_MAX_LENGTH, CORRECTION_MAX_ITEMS, MESSAGE_MAX_LENGTH } from '@bourses/common/limits';
import type { CorrectionItemKind } from '#api/db/correspondence-tables.ts';
import { databaseId } from '#api/applications/application-params.ts';
import { isIsoDate } from '#api/scholarships/iso-date.ts';
import { UUID_PATTERN } from '#api/iam/users/user-id.ts';
import { notFound } from '#api/http/app-error.ts';

// What staff send to ask for corrections, and how the routes name a request (docs/product-rules.md,
// "Correction requests").


const ITEM_KINDS = ['payment_receipt', 'service_contract', 'other_document'] as const satisfies readonly CorrectionItemKind[];

const itemSchema = z
  .object({
    kind: z.enum(ITEM_KINDS, { error: () => 'CORRECTION_ITEM_KIND_INVALID' }),
    label: z
      .string({ error: () => 'CORRECTION_ITEM_LABEL_REQUIRED' })
      .trim()
      .nullish()
      .transform((label) => label || null),
  })
  .transform((item) => ({ kind: item.kind, label: item.kind === 'other_document' ? item.label : null }))
  .superRefine((item, context) => {
    if (item.kind !== 'other_document') return;
    if (item.label === null || item.label.length > CORRECTION_LABEL_MAX_LENGTH)
      context.addIssue({ code: 'custom', message: 'CORRECTION_ITEM_LABEL_REQUIRED', path: ['label'] });
  });

/** POST …/correction-requests: `{ items: [{ kind, label? }], message, dueDate? }`. */
export const correctionRequestBody = z.object({
  items: z
    .array(itemSchema, { error: () => 'CORRECTION_ITEMS_REQUIRED' })
    .min(1, 'CORRECTION_ITEMS_REQUIRED')
    .max(CORRECTION_MAX_ITEMS, 'CORRECTION_ITEMS_REQUIRED'),
  message: z
    .string({ error: () => 'CORRECTION_MESSAGE_REQUIRED' })
    .trim()
    .min(1, 'CORRECTION_MESSAGE_REQUIRED')
    .max(MESSAGE_MAX_LENGTH, 'CORRECTION_MESSAGE_REQUIRED'),
  /** Its range (today to CORRECTION_MAX_DUE_DAYS) is judged against the clock where the request is made. */
  dueDate: z
    .string({ error: () => 'CORRECTION_DUE_DATE_INVALID' })
    .refine(isIsoDate, 'CORRECTION_DUE_DATE_INVALID')
    .nullish()
    .transform((day) => day ?? null),
});

export type CorrectionRequestInput = z.infer<typeof correctionRequestBody>;
export type CorrectionItemInput = CorrectionRequestInput['items'][number];

/** GET /api/correction-requests: the requests of one application, or of one account. */
export const correctionListQuery = z
  .object({
    applicationId: databaseId('APPLICATION_ID_INVALID').optional(),
    userId: z
      .string({ error: () => 'USER_ID_INVALID' })
      .regex(UUID_PATTERN, 'USER_ID_INVALID')
      .transform((id) => id.toLowerCase())
      .optional(),
  })
  .refine((query) => (query.applicationId === undefined) !== (query.userId === undefined), 'CORRECTION_FILTER_REQUIRED');

/** A request's or an item's `:id`: a malformed one names nothing, hence a 404. */
export function parseCorrectionId(id: unknown, missing: 'CORRECTION_NOT_FOUND' | 'CORRECTION_ITEM_NOT_FOUND' = 'CORRECTION_NOT_FOUND'): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw notFound(missing);
  return id.toLowerCase();
}
