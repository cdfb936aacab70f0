import { z } from 'zod';
import { paginationAnswerSchema, type PaginationAnswer } from '@bourses/api/contract';

/** Raised when the api answers 2xx with a shape we do not understand: a bug, hidden from callers. */
export class UpstreamContractError extends Error {}

export type Pagination = PaginationAnswer;

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UpstreamContractError(`Unexpected api answer for ${what}: ${result.error.message}`);
  return result.data;
}

// Made once: zod compiles a schema on its first use, which per request cost the bff a twentieth of
// its time on a signed-in list (docs/performance.md).
const objectEnvelope = z.object({ data: z.unknown() });
const pageEnvelope = z.object({ data: z.object({ data: z.array(z.unknown()), pagination: paginationAnswerSchema }) });

/** `{ data: {...} }`: the one object. */
export function objectData<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
  const { data } = parse(objectEnvelope, body, what);
  return parse(schema, data, what);
}

/** `{ data: { data: [...], pagination } }`: a page of a list. */
export function pageData<S extends z.ZodType>(
  itemSchema: S,
  body: unknown,
  what: string,
): { items: z.infer<S>[]; pagination: Pagination } {
  const { data } = parse(pageEnvelope, body, what);
  return { items: data.data.map((item) => parse(itemSchema, item, what)), pagination: data.pagination };
}

const messageSchema = z.object({ success: z.boolean().optional(), message: z.string().optional() });
const nestedMessageSchema = z.object({ data: messageSchema });

/** `{ success, message }` at the top level or under `data` (docs/product-rules.md leaves it open). */
export function messageOf(body: unknown): { message: string | undefined } {
  const top = messageSchema.safeParse(body);
  if (top.success && top.data.message) return { message: top.data.message };
  const nested = nestedMessageSchema.safeParse(body);
  return { message: nested.success ? nested.data.data.message : undefined };
}
