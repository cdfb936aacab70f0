import type { Catalog } from '../../i18n/catalog.ts';

// Messages of staff account management and approval.
export const USERS_MESSAGES = {} satisfies Catalog;
