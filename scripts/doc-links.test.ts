import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A fresh clone holds only the repository: every link of the README and docs/ must lead into it.

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCUMENTS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Relative Markdown link targets (`[text](target)`), without their #anchor. */
const relativeLinks = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');

/** Repository paths quoted as code (`api/src/app.ts`), leaving out patterns and build outputs. */
const quotedPaths = (markdown: string) =>
  [...markdown.matchAll(/`((?:api|bff|web|common|scripts|docs)\/[^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((quoted) => !/[*<>{}$]|test-artifacts|\/dist\b/.test(quoted));

describe.each(DOCUMENTS)('%s', (document) => {
  it('links only to files of the repository', () => {
    const text = readFileSync(path.join(ROOT, document), 'utf8');
    const broken = relativeLinks(text).filter((target) => !existsSync(path.resolve(ROOT, path.dirname(document), target)));

    expect(broken).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const text = readFileSync(path.join(ROOT, document), 'utf8');
    const missing = quotedPaths(text).filter((quoted) => !existsSync(path.join(ROOT, quoted)));

    expect(missing).toEqual([]);
  });

  it('points to no document outside the repository', () => {
    expect(readFileSync(path.join(ROOT, document), 'utf8')).not.toMatch(/\.\.\/shared|SPEC\.md|PRODUCT\.md/);
  });
});
