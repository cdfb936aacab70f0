import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@bourses/common/languages';

const page = (language: string, title: string, body: string) =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head>` +
  `<meta name="description" content="${title} description" /><title>${title}</title></head>` +
  `<body><div id="root" data-prerendered="${language}">${body}</div></body></html>`;

/**
 * A web build as the prerender writes it (web/scripts/prerender-plugin.ts), each page naming its
 * language; with `renderer`, the source of its `.server/render-page-<hash>.js` (the real one is the web's,
 * driven by the e2e suite).
 */
export async function writeWebBuild({ renderer }: { renderer?: string } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bourses-web-dist-'));
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><html lang="fr" dir="ltr"><head><meta name="description" content="" /><title>WLB</title></head><body><div id="root"></div></body></html>`);
  for (const language of LANGUAGES) {
    await mkdir(path.join(dir, 'prerendered', language), { recursive: true });
    for (const name of ['landing', 'scholarships', 'scholarship']) {
      await writeFile(path.join(dir, 'prerendered', language, `${name}.html`), page(language, `${name} ${language}`, `<main>${name} in ${language}</main>`));
    }
  }
  if (renderer !== undefined) {
    await mkdir(path.join(dir, '.server'));
    await writeFile(path.join(dir, '.server', 'render-page-stand-in.js'), renderer);
  }
  return dir;
}
