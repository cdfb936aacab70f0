// @vitest-environment node
import path from 'node:path';
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

/** A message as a translator knows it: its English text, and its context when it has one. */
function messageName(id: string, entry: { message?: string | undefined; context?: string | undefined }): string {
  const text = entry.message ?? id;
  return entry.context ? `${text} (${entry.context})` : text;
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

  it('give a message one translation per language, whichever catalogue holds it', async () => {
    const { config, catalogs } = await everyCatalog();
    const translations = new Map<string, { text: string; where: string }>();
    const disagreements: string[] = [];

    for (const catalog of catalogs) {
      const where = path.relative(config.rootDir, catalog.path);
      for (const locale of LOCALES) {
        for (const [id, entry] of Object.entries((await catalog.read(locale)) ?? {})) {
          if (entry.obsolete) continue;
          const text = entry.translation ?? '';
          const seen = translations.get(`${locale} ${id}`);
          if (seen && seen.text !== text) {
            disagreements.push(`${locale} ${messageName(id, entry)}: "${seen.text}" (${seen.where}) / "${text}" (${where})`);
          }
          translations.set(`${locale} ${id}`, { text, where });
        }
      }
    }

    expect(disagreements).toEqual([]);
  });

  // The console merges its catalogue into the students' one (staff/i18n/load-staff-catalog.ts): a text
  // both show is written once outside modules/staff (i18n/utils/shared-messages.ts) and the console
  // takes it from there, so that extraction files it in the students' catalogue only.
  it('hold each message in one catalogue only', async () => {
    const { catalogs } = await everyCatalog();
    const holders = new Map<string, { name: string; count: number }>();

    for (const catalog of catalogs) {
      for (const [id, entry] of Object.entries((await catalog.read('en')) ?? {})) {
        if (entry.obsolete) continue;
        const held = holders.get(id) ?? { name: messageName(id, entry), count: 0 };
        holders.set(id, { ...held, count: held.count + 1 });
      }
    }

    const inSeveral = [...holders.values()].filter((held) => held.count > 1).map((held) => held.name);
    expect(inSeveral).toEqual([]);
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
