import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@bourses/common/languages';
import type { Logger } from '../logging/logger.ts';
import type { DataRenderer } from './data-renderer.ts';
import { alternateAddresses, pageAddress } from './page-addresses.ts';
import { withAddresses, withDescription, withDocumentLanguage, withTitle } from './page-head.ts';
import { prerenderedPageFor, type PageMatch } from './prerendered-page.ts';
import { SCHOLARSHIPS_PATH, scholarshipPath } from './public-pages.ts';

export interface ScholarshipHead {
  title: string;
  description: string;
}

export interface PageRequest {
  path: string;
  /** The address's query (`?country=FR`), which the list's filters read; empty without one. */
  search: string;
  language: Language;
  /** The visitor's address, whose renders with data are limited (data-renderer.ts). */
  client: string;
}

export interface PageRendererOptions {
  webDistDir: string;
  publicWebUrl: string;
  /** The scholarship in that language; null when it does not exist; throws when the api cannot say. */
  findScholarship: (id: string, language: Language) => Promise<ScholarshipHead | null>;
  /** The catalogue's pages with their data (data-renderer.ts); without it, as prerendered at build. */
  renderWithData?: DataRenderer;
  logger: Logger;
}

export interface PageHtml {
  status: number;
  html: string;
}

// What search engines show under a title: about this many characters.
const DESCRIPTION_MAX_LENGTH = 160;

const shortened = (text: string) =>
  text.length <= DESCRIPTION_MAX_LENGTH ? text : `${text.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;

/**
 * The HTML of a page in a language: the public pages prerendered in it (web/scripts/prerender-plugin.ts)
 * with their canonical address and hreflang alternates, a scholarship's page with its own title and
 * description; any other address the build's index.html, with `<html lang dir>` right. Null before a build.
 */
export function createPageRenderer({ webDistDir, publicWebUrl, findScholarship, renderWithData, logger }: PageRendererOptions) {
  // Read once per build: a build made after start (its files newer) is read again.
  const files = new Map<string, { modified: number; text: string }>();
  const readBuildFile = async (relative: string): Promise<string | null> => {
    const file = path.join(webDistDir, relative);
    const modified = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (modified === null) return null;
    const cached = files.get(file);
    if (cached?.modified === modified) return cached.text;
    const text = await readFile(file, 'utf8');
    files.set(file, { modified, text });
    return text;
  };

  const scholarshipHead = async (id: string, language: Language): Promise<ScholarshipHead | 'missing' | null> => {
    try {
      return (await findScholarship(id, language)) ?? 'missing';
    } catch (error) {
      // The page still loads, with the generic title; the browser asks for the scholarship again.
      logger.warn({ err: error }, 'scholarship page: the scholarship could not be read for its title');
      return null;
    }
  };

  /** The list and a scholarship's page with their data; the landing has none to wait for. */
  const withData = async (match: PageMatch, request: PageRequest): Promise<string | null> => {
    if (!renderWithData || match.page === 'landing') return null;
    const template = await readBuildFile('index.html');
    return template && renderWithData(template, match.page, { ...request, address: `${request.path}${request.search}` });
  };

  return async function renderPage(request: PageRequest): Promise<PageHtml | null> {
    const { path: requestPath, language } = request;
    const match = prerenderedPageFor(requestPath);
    const base = (match && (await readBuildFile(path.join('prerendered', language, `${match.page}.html`)))) ?? (await readBuildFile('index.html'));
    if (base === null) return null;
    let html = withDocumentLanguage(base, language);
    if (!match) return { status: 200, html };

    const pagePath = match.scholarshipId ? scholarshipPath(match.scholarshipId) : match.page === 'landing' ? '/' : SCHOLARSHIPS_PATH;
    const scholarship = match.scholarshipId ? await scholarshipHead(match.scholarshipId, language) : null;
    if (scholarship === 'missing') return { status: 404, html };
    html = (await withData(match, request)) ?? html;
    if (scholarship) html = withDescription(withTitle(html, scholarship.title), shortened(scholarship.description || scholarship.title));
    return { status: 200, html: withAddresses(html, pageAddress(publicWebUrl, pagePath, language), alternateAddresses(publicWebUrl, pagePath)) };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
