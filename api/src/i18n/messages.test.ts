import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bourses/common/languages';
import { IAM_CATALOGUES } from '../iam/iam-messages.ts';
import { CATALOGUES } from './messages.ts';

const { iam: _merged, ...others } = CATALOGUES;
const catalogues = { ...others, ...IAM_CATALOGUES };

describe('message catalogues', () => {
  it('never define one key in two domains (one would silently replace the other)', () => {
    const owners = new Map<string, string[]>();
    for (const [domain, catalogue] of Object.entries(catalogues)) {
      for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), domain]);
    }
    const shared = [...owners].filter(([, domains]) => domains.length > 1);
    expect(shared).toEqual([]);
  });

  it('give every message a text in French, Arabic and English', () => {
    const missing = Object.values(catalogues).flatMap((catalogue) =>
      Object.entries(catalogue).flatMap(([key, texts]) =>
        LANGUAGES.filter((language) => !texts[language]?.trim()).map((language) => `${key}.${language}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
