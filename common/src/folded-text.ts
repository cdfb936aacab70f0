// Text compared loosely, as a person would read it: the password rules (common/src/personal-password.ts,
// api/src/iam/common-passwords.ts) see "ÉLODIE", "élodie" and full-width "ｅｌｏｄｉｅ" as one word.

/** NFKC, accents and other combining marks removed, lower-cased. */
export const foldedText = (text: string): string =>
  text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
