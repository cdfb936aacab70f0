import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/**
 * The caller's language from an Accept-Language header, negotiated as Express does (negotiator:
 * q-values weigh, `ar-MA` matches `ar`), French when nothing we speak is accepted. The api and the
 * bff both decide with it, so one answer never mixes two languages.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '*' } }).languages([...LANGUAGES]);
  return LANGUAGES.find((language) => language === best) ?? DEFAULT_LANGUAGE;
}
