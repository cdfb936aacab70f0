import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Language } from '@bourses/common/languages';
import type { Logger } from '../logging/logger.ts';
import type { PrerenderedPage } from './prerendered-page.ts';

/** One GraphQL operation run as a visitor, by the bff's own Apollo Server. */
export type ExecuteOperation = (operation: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

/** What the web build's renderer exports (web/src/prerender/render-page.tsx). */
interface RendererModule {
  renderDocument(
    template: string,
    page: PrerenderedPage,
    address: string,
    language: Language,
    options: { execute: ExecuteOperation; signal: AbortSignal },
  ): Promise<string>;
}

export interface DataRendererOptions {
  webDistDir: string;
  execute: ExecuteOperation;
  /** The catalogue's version (catalogue-cache.ts): a staff change renders the pages again. */
  catalogueVersion: () => string | Promise<string>;
  logger: Logger;
  /** A render whose data takes longer is given up: the page goes without its data. */
  timeoutMs?: number;
}

/**
 * Where the build puts the renderer (web/scripts/prerender-plugin.ts, SERVER_RENDERER_DIR): its entry
 * is named by its hash, as its pages' chunks import it, so a new build is a new module to load.
 */
const RENDERER_DIR = '.server';
const RENDERER_FILE = /^render-page-[\w-]+\.js$/;

// Pages rendered recently, per address, language, catalogue and build: a burst of visitors costs one
// render. A minute at most, as a page may say "closes in 3 days"; 8 MB at most (an Arabic page's text
// takes two bytes a character), whatever the pages weigh.
const KEPT_PAGES_BYTES = 8 * 1024 * 1024;
const KEPT_FOR_MS = 60_000;
// Renders run one at a time (the renderer's translations are one global); past this many waiting,
// a page goes without its data rather than queue behind a burst of distinct addresses.
const MAX_WAITING_RENDERS = 8;
const DEFAULT_TIMEOUT_MS = 2_000;
// A render costs the bff's CPU: one visitor's address gets this many a minute that were not kept
// already (a reader browses a few pages a minute; a crawler of every filter gets the pages as prerendered).
const RENDERS_PER_CLIENT_MINUTE = 30;

/** A page's address (path and query), its language, and the visitor's address. */
export interface RenderedAddress {
  address: string;
  language: Language;
  client: string;
}

interface RenderRequest {
  template: string;
  page: PrerenderedPage;
  address: string;
  language: Language;
  renderer: RendererModule;
}

/**
 * The public catalogue's pages rendered with the data a visitor reads, for the browser to paint the
 * cards before any script and hydrate them without asking again (docs/architecture.md). Null when the
 * build has no renderer, the renderer is busy, the visitor has had their renders for the minute, or
 * the render failed: the page then goes as prerendered at build, and the browser fetches its data
 * itself.
 */
export function createDataRenderer({ webDistDir, execute, catalogueVersion, logger, timeoutMs = DEFAULT_TIMEOUT_MS }: DataRendererOptions) {
  let loaded: { file: string; module: Promise<RendererModule> } | undefined;
  // Loaded once per build: a build made after start (another entry) is loaded afresh.
  const loadRenderer = async (): Promise<{ version: string; renderer: RendererModule } | null> => {
    const names = await readdir(path.join(webDistDir, RENDERER_DIR)).catch(() => []);
    const file = names.find((name) => RENDERER_FILE.test(name));
    if (!file) return null;
    if (loaded?.file !== file) loaded = { file, module: import(pathToFileURL(path.join(webDistDir, RENDERER_DIR, file)).href) };
    return { version: file, renderer: await loaded.module };
  };

  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    waiting += 1;
    const run = queue.then(work).finally(() => (waiting -= 1));
    queue = run.catch(() => undefined);
    return run;
  };

  const pages = new LRUCache<string, string, RenderRequest>({
    maxSize: KEPT_PAGES_BYTES,
    sizeCalculation: (html) => html.length * 2,
    ttl: KEPT_FOR_MS,
    // Concurrent requests for one page share its render.
    fetchMethod: async (_key, _stale, { context }) => {
      if (waiting >= MAX_WAITING_RENDERS) return undefined;
      try {
        return await oneAtATime(() =>
          context.renderer.renderDocument(context.template, context.page, context.address, context.language, {
            execute,
            signal: AbortSignal.timeout(timeoutMs),
          }),
        );
      } catch (error) {
        logger.warn({ err: error, address: context.address }, 'page served without its data: the render failed');
        return undefined;
      }
    },
  });

  const rendersPerClient = new RateLimiterMemory({ points: RENDERS_PER_CLIENT_MINUTE, duration: 60 });
  const mayRender = (client: string) => rendersPerClient.consume(client).then(() => true, () => false);

  return async function renderWithData(template: string, page: PrerenderedPage, { address, language, client }: RenderedAddress): Promise<string | null> {
    const build = await loadRenderer().catch((error: unknown) => {
      logger.warn({ err: error }, 'the web build’s renderer could not be loaded');
      return null;
    });
    if (!build) return null;
    const key = [build.version, await catalogueVersion(), language, address].join(' ');
    if (!pages.has(key) && !(await mayRender(client))) return null;
    return (await pages.fetch(key, { context: { template, page, address, language, renderer: build.renderer } })) ?? null;
  };
}

export type DataRenderer = ReturnType<typeof createDataRenderer>;
