import type { Request } from 'express';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@bourses/common/statuses';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The caller's language from Accept-Language (first supported tag), French by default. */
export function requestLanguage(req: Request): Language {
  const header = req.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}
