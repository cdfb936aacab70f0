import type { RequestHandler } from 'express';
import { AppError } from './app-error.ts';

// A NUL, which PostgreSQL refuses in text, or half of a surrogate pair, which UTF-8 cannot encode
// (the driver would silently store U+FFFD instead).
const isStorable = (text: string) => text.isWellFormed() && !text.includes('\u0000');

/**
 * The path (`a.b.0`) of a string or key in `value` that cannot be stored as text. Walked
 * with a list rather than recursion: a deeply nested body must not exhaust the stack.
 */
export function findInvalidText(value: unknown, path = ''): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const here = next.path || 'body';
    if (typeof next.value === 'string') {
      if (!isStorable(next.value)) return here;
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        if (!isStorable(key)) return here;
        pending.push({ value: item, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/** Refuses (400, naming the field) a value holding text that the database cannot store. */
export function assertStorableText(value: unknown, path = ''): void {
  const found = findInvalidText(value, path);
  if (found === undefined) return;
  // The path is the caller's own keys: echo a bounded part of it.
  const field = found.slice(0, 100);
  throw new AppError(400, 'INVALID_TEXT', {
    params: { field },
    fields: { [field]: { key: 'INVALID_TEXT', params: { field } } },
  });
}

/** Checks the parsed query and body once, for every route, before any route reads them. */
export const rejectInvalidText: RequestHandler = (req, _res, next) => {
  assertStorableText(req.query);
  assertStorableText(req.body);
  next();
};
