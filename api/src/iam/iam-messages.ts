import { AUTH_MESSAGES } from './auth-messages.ts';
import { USERS_MESSAGES } from './users/users-messages.ts';

export const IAM_MESSAGES = { ...AUTH_MESSAGES, ...USERS_MESSAGES };

/** The two halves separately, so that a test can check that neither overrides the other's keys. */
export const IAM_CATALOGUES = { auth: AUTH_MESSAGES, users: USERS_MESSAGES };
