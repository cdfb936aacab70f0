import { brotliCompressSync, constants } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS } from '@bourses/common/chromium-flags';
import { requireChromium } from './chromium.ts';
import { firstScholarshipIds } from './graphql-operations.ts';
import { renderedLanguage } from './rendered-language.ts';
import { median } from './median.ts';
import { startPlatform } from './platform.ts';
import { stopOnExit } from './processes.ts';
import { progress, type Figure } from './report.ts';

const LANGUAGES = ['fr', 'ar'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, cls: 0.02, tbtMs: 100 };
const LIGHTHOUSE_GOAL = '≥ 95 / 100 / 100 / 100, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms';
const LANDING_JS_GOAL_KIB = 110;
/**
 * Lighthouse's figures vary from run to run on a shared machine (a page's TBT by twice or more): each
 * page is measured several times and the median run reported, as Lighthouse's documentation advises.
 */
const RUNS_PER_PAGE = 5;

interface PageResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptUrls: string[];
  /** Why Lighthouse could not time the page, when it could not. */
  failure: string | undefined;
  /** Bytes of JavaScript as they went over the wire (compressed or not). */
  scriptTransferBytes: number;
}

const numeric = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

/** The scripts the page loaded, from Lighthouse's own record of the network. */
function scripts(result: LighthouseResult): { urls: string[]; transferBytes: number } {
  const details = result.audits['network-requests']?.details;
  const items: unknown[] = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  const field = (item: unknown, key: string): unknown => (typeof item === 'object' && item !== null ? Reflect.get(item, key) : undefined);
  const loaded = items.filter((item) => field(item, 'resourceType') === 'Script' && typeof field(item, 'url') === 'string');
  // A chunk both preloaded and imported is one download.
  return {
    urls: [...new Set(loaded.map((item) => String(field(item, 'url'))))],
    transferBytes: loaded.reduce((sum: number, item) => sum + Number(field(item, 'transferSize') ?? 0), 0),
  };
}

function readResult(result: LighthouseResult): PageResult {
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const { urls, transferBytes } = scripts(result);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric(result, 'largest-contentful-paint'),
    cls: numeric(result, 'cumulative-layout-shift'),
    tbtMs: numeric(result, 'total-blocking-time'),
    scriptUrls: urls,
    scriptTransferBytes: transferBytes,
    failure: result.runtimeError?.message ?? result.audits['largest-contentful-paint']?.errorMessage ?? undefined,
  };
}

const meetsGoals = ({ scores, lcpMs, cls, tbtMs }: PageResult) =>
  CATEGORIES.every((category) => scores[category] >= GOALS[category]) && lcpMs <= GOALS.lcpMs && cls <= GOALS.cls && tbtMs <= GOALS.tbtMs;

function describe({ scores, lcpMs, cls, tbtMs, failure }: PageResult): string {
  const categories = `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}`;
  if (Number.isNaN(lcpMs)) return `${categories}, not timed: ${failure ?? 'no reason given'}`;
  return `${categories}, LCP ${(lcpMs / 1000).toFixed(1)} s, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbtMs)} ms`;
}

/** Brotli size (best quality, as a build pre-compresses) of each script, fetched once. */
async function brotliBytes(urls: readonly string[], cache: Map<string, number>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    let size = cache.get(url);
    if (size === undefined) {
      const body = Buffer.from(await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
      size = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      cache.set(url, size);
    }
    total += size;
  }
  return total;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The language each page showed when asked for each language, read in a Chromium of its own. */
async function shownLanguages(chromePath: string, urls: readonly string[]): Promise<Map<string, string>> {
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const forget = stopOnExit(() => [chrome.pid]);
  try {
    const shown = new Map<string, string>();
    for (const url of urls) for (const language of LANGUAGES) shown.set(`${url} ${language}`, await renderedLanguage(chrome.port, url, language));
    return shown;
  } finally {
    chrome.kill();
    forget();
  }
}

/**
 * Lighthouse (mobile, simulated slow 4G) on the landing, catalogue and detail pages and the form that
 * checks a document (a code typed from the paper; its QR code opens the same page with the code) in French and
 * in Arabic (asked for with Accept-Language) against a production start, and the JavaScript each route loads.
 */
export async function webPages(): Promise<Figure[]> {
  const chromePath = await requireChromium();
  const platform = await startPlatform();
  try {
    const [id] = await firstScholarshipIds(platform.webUrl);
    const pages = [
      { name: '/', url: `${platform.webUrl}/` },
      { name: '/bourses', url: `${platform.webUrl}/bourses` },
      { name: '/bourses/{id}', url: `${platform.webUrl}/bourses/${id}` },
      { name: '/verifier', url: `${platform.webUrl}/verifier` },
    ];
    progress('lighthouse: which language each page shows');
    const shownLanguage = await shownLanguages(chromePath, pages.map((page) => page.url));
    const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const forget = stopOnExit(() => [chrome.pid]);
    try {
      return await measurePages(chrome.port, pages, shownLanguage);
    } finally {
      chrome.kill();
      forget();
    }
  } finally {
    await platform.stop();
  }
}

async function measurePages(port: number, pages: readonly { name: string; url: string }[], shownLanguage: Map<string, string>): Promise<Figure[]> {
  const figures: Figure[] = [];
  const byteFigures: Figure[] = [];
  const benchmarkIndexes: number[] = [];
  const sizes = new Map<string, number>();
  for (const page of pages) {
    for (const language of LANGUAGES) {
      const runs: LighthouseResult[] = [];
      for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
        progress(`lighthouse: ${page.name} in ${language}, run ${run} of ${RUNS_PER_PAGE}`);
        const result = await lighthouse(page.url, {
          port,
          output: 'json',
          logLevel: 'silent',
          onlyCategories: [...CATEGORIES],
          extraHeaders: { 'Accept-Language': language },
        });
        if (!result) throw new Error(`lighthouse gave no result for ${page.name}`);
        runs.push(result.lhr);
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      }
      // Lighthouse's own choice of the typical run (closest to the median FCP and TTI); a page no run
      // could time shows the first run's reason.
      const valid = filterToValidRuns(runs);
      const [firstRun] = runs;
      if (!firstRun) throw new Error(`lighthouse ran no run of ${page.name}`);
      const measured = readResult(valid.length > 0 ? computeMedianRun(valid) : firstRun);
      // A page shown in another language than asked for measured the wrong thing.
      const shown = shownLanguage.get(`${page.url} ${language}`) ?? 'unknown';
      const asked = shown === language ? language : `${language} asked, page in "${shown}"`;
      figures.push({
        figure: `Lighthouse mobile ${page.name} (${asked}), median of ${RUNS_PER_PAGE} runs: perf / a11y / best practices / SEO`,
        value: describe(measured),
        goal: LIGHTHOUSE_GOAL,
        met: shown === language && meetsGoals(measured),
      });
      if (language !== 'fr') continue;
      const brotli = await brotliBytes(measured.scriptUrls, sizes);
      const landing = page.name === '/';
      byteFigures.push({
        figure: `JavaScript of ${page.name}, brotli (${measured.scriptUrls.length} files)`,
        value: `${kib(brotli)} (${kib(measured.scriptTransferBytes)} as served)`,
        goal: landing ? `≤ ${LANDING_JS_GOAL_KIB} KiB` : '–',
        // No script at all is a page that did not load, not a small one.
        met: landing && measured.scriptUrls.length > 0 ? brotli <= LANDING_JS_GOAL_KIB * 1024 : undefined,
      });
    }
  }
  return [...figures, ...byteFigures, hostSpeed(benchmarkIndexes)];
}

/**
 * The machine's speed as Lighthouse measured it before each run. Its 4× slowdown makes a phone of a
 * fast desktop (index 1500-2000, the throttling guide in Lighthouse's repository): on a slower or busier host every
 * task lasts longer and TBT grows with it, so a row is read beside this one.
 */
function hostSpeed(indexes: readonly number[]): Figure {
  return {
    figure: `Lighthouse's benchmark index of this machine, median of its ${indexes.length} runs (range)`,
    value: `${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})`,
    goal: '–',
    met: undefined,
  };
}
