/** Answers of the abuse limits; `{wait}` is the wait in the caller's language ("15 minutes"). */
export const ABUSE_MESSAGES = {
  TOO_MANY_REQUESTS: {
    fr: 'Trop de demandes. Réessayez dans {wait}.',
    en: 'Too many requests. Try again in {wait}.',
    ar: 'طلبات كثيرة جدًا. حاول مرة أخرى بعد {wait}.',
  },
};
