import { AUTH_MESSAGES } from './auth-messages.ts';
import { FACTOR_MESSAGES } from './factors/factor-messages.ts';
import { MY_DATA_MESSAGES } from './my-data/my-data-messages.ts';
import { PASSWORD_MESSAGES } from './password-messages.ts';
import { USERS_MESSAGES } from './users/users-messages.ts';

export const IAM_MESSAGES = {
  ...AUTH_MESSAGES,
  ...USERS_MESSAGES,
  ...MY_DATA_MESSAGES,
  ...PASSWORD_MESSAGES,
  ...FACTOR_MESSAGES,
};

/** The parts separately, so that a test can check that none overrides another's keys. */
export const IAM_CATALOGUES = {
  auth: AUTH_MESSAGES,
  users: USERS_MESSAGES,
  myData: MY_DATA_MESSAGES,
  password: PASSWORD_MESSAGES,
  factors: FACTOR_MESSAGES,
};
