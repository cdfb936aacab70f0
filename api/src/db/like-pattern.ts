/** `%text%` for a LIKE on lowercased text, with the user's own `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
