import type { Language } from '@bourses/common/languages';

/** One message in every language; `{name}` placeholders are filled from params. */
export type Translations = Record<Language, string>;
export type Catalog = Record<string, Translations>;

export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
