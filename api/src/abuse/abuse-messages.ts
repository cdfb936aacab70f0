/** Answers of the abuse limits; `{wait}` is the wait in the caller's language ("15 minutes"). */
export const ABUSE_MESSAGES = {
};
