import type { Request } from 'express';
import { negotiateLanguage } from '@bourses/common/language-negotiation';
import type { Language } from '@bourses/common/languages';

/** The caller's language from Accept-Language, negotiated as the bff does, French by default. */
export function requestLanguage(req: Request): Language {
  return negotiateLanguage(req.get('accept-language'));
}
