import type { Catalog } from '../../i18n/catalog.ts';

// Messages of sign-up, verification, sign-in and password change (spec sections 5 and 8, word for word).
export const AUTH_MESSAGES = {} satisfies Catalog;
