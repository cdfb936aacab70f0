import { countriesByName } from '@bourses/common/country-names';
import { isLanguage } from '@bourses/common/languages';
import { longDate } from '@/modules/i18n/utils/long-date';

/** Resolves in a later task: the browser answers a tap or paints a frame in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The browser loads a language's data for dates, country names and alphabetical order on a formatter's
 * first use: tens of milliseconds each on a phone. The catalogue's pages, which show all three, make
 * them here while their chunk loads, one task each, rather than inside one of hydration's tasks; the
 * formatters are kept where they are used. The language is the page's (`<html lang>`).
 */
export async function warmFormatters(): Promise<void> {
  if (import.meta.env.SSR) return;
  const language = document.documentElement.lang;
  if (!isLanguage(language)) return;
  for (const warm of [() => longDate(language, new Date()), () => countriesByName(['MA', 'FR'], language)]) {
    await nextTask();
    warm();
  }
}
