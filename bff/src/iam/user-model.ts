import type { UserAnswer } from '@bourses/api/contract';

/** The parent value of every `User` field resolver: a user as the api answers it. */
export type UserModel = UserAnswer;
