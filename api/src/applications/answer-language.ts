import type { Request } from 'express';
import type { Language } from '@bourses/common/languages';
import { requestLanguage } from '../i18n/language.ts';

/** Scholarship titles in `?language=` when given, else the caller's Accept-Language (French fallback). */
export const answerLanguage = (req: Request, requested: Language | undefined): Language =>
  requested ?? requestLanguage(req);
