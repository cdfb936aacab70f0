import { AUTH_MESSAGES } from './auth/auth-messages.ts';
import { USERS_MESSAGES } from './users/users-messages.ts';

export const IAM_MESSAGES = { ...AUTH_MESSAGES, ...USERS_MESSAGES };
