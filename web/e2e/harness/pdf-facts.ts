import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PdfFacts {
  /** Each page's size in points, rounded: A4 portrait is 595 × 842. */
  pages: { width: number; height: number }[];
  /** The pictures drawn on the pages, as poppler lists them: page, pixels and encoding ("jpeg", "image"). */
  images: { page: number; width: number; height: number; encoding: string }[];
}

/** What Debian's poppler-utils read in a PDF (pdfinfo, pdfimages): a reader's view, not the maker's. */
export async function pdfFacts(bytes: Buffer): Promise<PdfFacts> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pdf-facts-'));
  const file = path.join(folder, 'document.pdf');
  try {
    await writeFile(file, bytes);
    const info = (await run('pdfinfo', ['-f', '1', '-l', '999', file])).stdout;
    const pages = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(([, width, height]) => ({
      width: Math.round(Number(width)),
      height: Math.round(Number(height)),
    }));
    const list = (await run('pdfimages', ['-list', file])).stdout.trim().split('\n').slice(2);
    const images = list.map((line) => {
      const [page, , , width, height, , , , encoding] = line.trim().split(/\s+/);
      return { page: Number(page), width: Number(width), height: Number(height), encoding: encoding ?? '' };
    });
    return { pages, images };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
