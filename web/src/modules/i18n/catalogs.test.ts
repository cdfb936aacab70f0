// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const configPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url));
const LOCALES = ['fr', 'ar', 'en'];

async function everyCatalog() {
  const config = getConfig({ configPath });
  const catalogs = await getCatalogs(config);
  if (catalogs.length === 0) throw new Error('no catalogue configured');
  return { config, catalogs };
}

describe('the translation catalogues', () => {
  it('have every message translated in fr, ar and en', async () => {
    const { config, catalogs } = await everyCatalog();
    const untranslated: string[] = [];

    for (const catalog of catalogs) {
      for (const locale of LOCALES) {
        const messages = (await catalog.read(locale)) ?? {};
        for (const [id, entry] of Object.entries(messages)) {
          if (entry.obsolete) continue;
          // Extraction fills the source language itself; the others need a translator.
          const translation = locale === config.sourceLocale ? entry.translation || entry.message : entry.translation;
          if (!translation?.trim()) untranslated.push(`${catalog.path} ${locale}: ${entry.message ?? id}`);
        }
      }
    }

    expect(untranslated).toEqual([]);
  });

  it('hold the same messages in every language', async () => {
    const { catalogs } = await everyCatalog();

    for (const catalog of catalogs) {
      const ids = await Promise.all(LOCALES.map(async (locale) => Object.keys((await catalog.read(locale)) ?? {}).sort()));
      expect(ids[1]).toEqual(ids[0]);
      expect(ids[2]).toEqual(ids[0]);
    }
  });
});
