import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a calendar date written 'yyyy-mm-dd' that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A 'yyyy-mm-dd' date; `requiredKey` is the message when it is missing. */
export const isoDateSchema = (requiredKey: MessageKey) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredKey : 'DATE_INVALID') })
    .refine(isIsoDate, 'DATE_INVALID');
