import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { LANGUAGES, type Language } from '@bourses/common/languages';
import type { PrerenderedPage } from '../src/modules/seo/utils/page-heads.ts';
import type { RenderedPage } from '../src/prerender/rendered-page.ts';
import { composePage } from '../src/prerender/compose-page.ts';

const RENDER_ENTRY = 'src/prerender/render-page.tsx';

/** Where the pages go in the build: `prerendered/<language>/<page>.html`, which the bff serves. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Where the renderer goes in the build, for the bff to render the catalogue's pages with their data
 * (`.server/render-page-<hash>.js`, everything it needs bundled in). A dot folder: the bff never serves it.
 */
export const SERVER_RENDERER_DIR = '.server';
const RENDERER_FILE = /^render-page-[\w-]+\.js$/;

interface RenderModule {
  PRERENDERED_PAGE_NAMES: readonly PrerenderedPage[];
  renderPage(page: PrerenderedPage, language: Language): Promise<RenderedPage>;
}

/**
 * After the browser build: builds src/prerender/render-page.tsx for Node into the build, renders each
 * public page in each language into the build's index.html, and writes them beside it. The page's text and styles
 * arrive with the HTML, before any script; the browser then hydrates them (src/main.tsx).
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bourses:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(outDir, SERVER_RENDERER_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: RENDER_ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      const file = (await readdir(serverDir)).find((name) => RENDERER_FILE.test(name));
      if (!file) throw new Error(`The renderer for Node is missing from ${serverDir}`);
      const renderer: RenderModule = await import(pathToFileURL(path.join(serverDir, file)).href);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      for (const language of LANGUAGES) {
        await mkdir(path.join(outDir, PRERENDERED_DIR, language), { recursive: true });
        for (const page of renderer.PRERENDERED_PAGE_NAMES) {
          const rendered = await renderer.renderPage(page, language);
          await writeFile(path.join(outDir, PRERENDERED_DIR, language, `${page}.html`), composePage(template, language, rendered));
        }
      }
    },
  };
}
