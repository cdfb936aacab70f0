import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '@bourses/common/languages';

// Apollo's formatError is not given the request: the caller's language travels with the request's
// async context instead, set by the first middleware (server/create-bff.ts).
const storage = new AsyncLocalStorage<Language>();

export const runWithLanguage = <T>(language: Language, work: () => T): T => storage.run(language, work);

export const currentLanguage = (): Language => storage.getStore() ?? DEFAULT_LANGUAGE;
