import type { Language } from '@bourses/common/languages';
import { directionOf } from '@/modules/i18n/utils/languages';

/** The one place that sets `<html lang dir>` from the active language. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}
