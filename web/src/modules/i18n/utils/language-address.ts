import { isLanguage, LANGUAGE_QUERY_PARAMETER, type Language } from '@bourses/common/languages';

/** The language an address names (`?lang=ar`: the page's address in one language, docs/architecture.md). */
export function languageInAddress(search: string): Language | null {
  const named = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAMETER);
  return isLanguage(named) ? named : null;
}

/** After a change of language, an address that names one names the new one, so that reloading keeps it. */
export function followLanguageInAddress(language: Language, location: Location = window.location): void {
  if (!languageInAddress(location.search)) return;
  const url = new URL(location.href);
  url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  window.history.replaceState(window.history.state, '', url);
}
