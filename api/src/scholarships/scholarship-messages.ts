import type { Catalog } from '../i18n/catalog.ts';

// Messages of the scholarship service (scholarships and applications).
export const SCHOLARSHIP_MESSAGES = {} satisfies Catalog;
