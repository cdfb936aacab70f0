import { AUTH_MESSAGES } from './auth-messages.ts';
import { MY_DATA_MESSAGES } from './my-data/my-data-messages.ts';
import { USERS_MESSAGES } from './users/users-messages.ts';

export const IAM_MESSAGES = { ...AUTH_MESSAGES, ...USERS_MESSAGES, ...MY_DATA_MESSAGES };

/** The parts separately, so that a test can check that none overrides another's keys. */
export const IAM_CATALOGUES = { auth: AUTH_MESSAGES, users: USERS_MESSAGES, myData: MY_DATA_MESSAGES };
