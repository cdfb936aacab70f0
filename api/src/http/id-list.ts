import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/** The most ids one batch may name: a page at most. */
const MAX_IDS = 100;

/**
 * `ids=1,2,3` or `ids=1&ids=2`: the bff's batch of one kind of resource in one request. Each id is
 * a positive integer; duplicates are dropped, the order kept.
 */
export const idListSchema = (key: MessageKey) =>
  z
    .union([z.string(), z.array(z.string())], key)
    .transform((value) =>
      [value]
        .flat()
        .flatMap((part) => part.split(','))
        .map((id) => id.trim()),
    )
    .refine((ids) => ids.length <= MAX_IDS && ids.every((id) => /^[1-9]\d{0,8}$/.test(id)), key)
    .transform((ids) => [...new Set(ids.map(Number))]);
