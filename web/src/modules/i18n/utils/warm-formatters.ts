import { countriesByName } from '@bourses/common/country-names';
import { isLanguage, type Language } from '@bourses/common/languages';
import { longDate } from '@/modules/i18n/utils/long-date';
import { nextTask } from '@/modules/ui/utils/next-task';

/** Each formatter a catalogue page makes: its first use is what costs (below). */
export const FORMATTERS_IN_USE: readonly ((language: Language) => unknown)[] = [
  (language) => longDate(language, new Date()),
  (language) => countriesByName(['MA', 'FR'], language),
];

/**
 * Making a formatter is a few milliseconds once the runtime has its data (intl-warmer.ts loads it on
 * another thread). The catalogue's pages make theirs here while their chunk loads, one task each,
 * rather than inside one of hydration's tasks; the formatters are kept where they are used. The
 * language is the page's (`<html lang>`).
 */
export async function warmFormatters(): Promise<void> {
  if (import.meta.env.SSR) return;
  const language = document.documentElement.lang;
  if (!isLanguage(language)) return;
  for (const warm of FORMATTERS_IN_USE) {
    await nextTask();
    warm(language);
  }
}
