// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const configPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url));

describe('the translation catalogues', () => {
  it('have every message translated in fr, ar and en', async () => {
    const config = getConfig({ configPath });
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error('no catalogue configured');
    const untranslated: string[] = [];

    for (const locale of ['fr', 'ar', 'en']) {
      const messages = (await catalog.read(locale)) ?? {};
      for (const [id, entry] of Object.entries(messages)) {
        if (entry.obsolete) continue;
        const translation = locale === config.sourceLocale ? (entry.translation || entry.message) : entry.translation;
        if (!translation?.trim()) untranslated.push(`${locale}: ${entry.message ?? id}`);
      }
    }

    expect(untranslated).toEqual([]);
  });

  it('hold the same messages in every language', async () => {
    const [catalog] = await getCatalogs(getConfig({ configPath }));
    if (!catalog) throw new Error('no catalogue configured');

    const ids = await Promise.all(['fr', 'ar', 'en'].map(async (locale) => Object.keys((await catalog.read(locale)) ?? {}).sort()));

    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
  });
});
