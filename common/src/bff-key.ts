/**
 * The header by which the bff proves to the api that a request is its own: only then does the api
 * believe the X-Forwarded-For beside it (docs/security.md, Client addresses). Both programs read the
 * key from BFF_API_KEY.
 */
export const BFF_KEY_HEADER = 'X-Bff-Key';

/** The shortest key either program accepts: it is a password between two programs. */
export const BFF_KEY_MIN_LENGTH = 32;
