import type { Language } from '@bourses/common/languages';
import { FILES_PREFIX } from '../../files/file-links.ts';

/**
 * The browser's address of a language's service contract template, served by the bff's file routes
 * (files/file-routes.ts); `v` changes with each upload, so a cached older template is never answered.
 */
export const serviceContractLink = (language: Language, version: string) =>
  `${FILES_PREFIX}/payments/service-contract/${language}?v=${version}`;
