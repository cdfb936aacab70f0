// npm run bench:documents -w @bourses/api [-- --documents 300]
// Renders `--documents` official documents in French and as many in Arabic (the three kinds in turn,
// the samples of api/test/documents) with renderDocumentPdf, one after another in one process as the
// job worker does, after a warm-up. Prints the milliseconds a document (median, p95) and the
// documents a minute for each language side by side. Goal (issue 32): under 300 ms a document, and
// 1,000 documents a minute on one instance.
import { parseArgs } from 'node:util';
import type { Language } from '@bourses/common/languages';
import { renderDocumentPdf } from '../src/documents/pdf/render-document.ts';
import { DOCUMENT_KINDS, sampleDocument } from '../test/documents/document-samples.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);
const median = (times: readonly number[]) => quantile(times, 0.5);
function quantile(times: readonly number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN
  );
}

const { values } = parseArgs({ options: { documents: { type: 'string', default: '300' } } });
const DOCUMENTS = Number(values.documents);
const WARM_UP = 20;
const LANGUAGES: readonly Language[] = ['fr', 'ar'];

async function timeRenders(
  language: Language,
  count: number,
): Promise<{ times: number[]; total: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const kind = DOCUMENT_KINDS[index % DOCUMENT_KINDS.length] ?? 'payment-receipt';
    const begun = performance.now();
    const pdf = await renderDocumentPdf(sampleDocument(language, kind));
    times.push(performance.now() - begun);
    bytes += pdf.length;
  }
  return { times, total: performance.now() - started, bytes };
}

async function main(): Promise<void> {
  for (const language of LANGUAGES) await timeRenders(language, WARM_UP);
  const rows = [];
  for (const language of LANGUAGES) rows.push({ language, ...(await timeRenders(language, DOCUMENTS)) });
  out(`${DOCUMENTS} documents a language after ${WARM_UP} warm-up renders, one at a time in one process.`);
  out();
  out('| language | median ms | p95 ms | documents/minute | mean size |');
  out('|---|---:|---:|---:|---:|');
  for (const { language, times, total, bytes } of rows) {
    out(
      `| ${language} | ${median(times).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ${Math.round((DOCUMENTS / total) * 60_000).toLocaleString('en-US')} | ${(bytes / DOCUMENTS / 1024).toFixed(0)} KB |`,
    );
  }
  const slowest = rows.reduce((worst, row) => (median(row.times) > median(worst.times) ? row : worst));
  const perMinute = Math.round((DOCUMENTS / slowest.total) * 60_000);
  out();
  out(
    `Rendering a document: median ${median(slowest.times).toFixed(0)} ms (${slowest.language}), ${perMinute.toLocaleString('en-US')} documents/minute (goal < 300 ms and ≥ 1,000/minute: ${median(slowest.times) < 300 && perMinute >= 1000 ? 'met' : 'NOT met'}).`,
  );
}

await main();
