import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@bourses/common/languages';
import { SHARED_TEXTS } from '@bourses/common/shared-messages';
import { CATALOGUES } from '@bourses/api/src/i18n/messages';
import { IAM_CATALOGUES } from '@bourses/api/src/iam/iam-messages';
import { BFF_MESSAGES } from './bff-messages.ts';

type Entry = { where: string; translations: Record<Language, string> };

// Every text a server answers with, named by program and code (the api's iam catalogue read in its parts),
// and common's texts that both take under codes of their own.
const { iam: _merged, ...apiDomains } = CATALOGUES;
const ENTRIES: Entry[] = [
  ...Object.entries({ ...apiDomains, ...IAM_CATALOGUES }).flatMap(([domain, catalogue]) =>
    Object.entries(catalogue).map(([code, translations]) => ({ where: `api ${domain}.${code}`, translations })),
  ),
  ...Object.entries(BFF_MESSAGES).map(([code, translations]) => ({ where: `bff ${code}`, translations })),
  ...Object.entries(SHARED_TEXTS).map(([name, translations]) => ({ where: `common ${name}`, translations })),
];

const textsIn = (language: Language) => Map.groupBy(ENTRIES, (entry) => entry.translations[language]);

describe('the servers’ message catalogues', () => {
  it.each(LANGUAGES)('translate one %s text one way, whichever server and code answer it', (source) => {
    const twoWays = [...textsIn(source)].flatMap(([text, entries]) =>
      LANGUAGES.filter((other) => new Set(entries.map((entry) => entry.translations[other])).size > 1).map(
        (other) =>
          `«${text}» in ${other}: ${entries.map((entry) => `${entry.where} «${entry.translations[other]}»`).join(', ')}`,
      ),
    );
    expect(twoWays).toEqual([]);
  });

  it('write a text answered under several codes once (common/src/shared-messages.ts across the servers)', () => {
    const copies = [...textsIn('fr')]
      .filter(([, entries]) => new Set(entries.map((entry) => entry.translations)).size > 1)
      .map(([text, entries]) => `«${text}»: ${entries.map((entry) => entry.where).join(', ')}`);
    expect(copies).toEqual([]);
  });
});
