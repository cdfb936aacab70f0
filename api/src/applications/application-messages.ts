import type { Catalog } from '../i18n/catalog.ts';

// Messages of applications and their review.
export const APPLICATION_MESSAGES = {} satisfies Catalog;
