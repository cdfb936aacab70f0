import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// What Debian's PDF readers make of a PDF: poppler's pdftotext, pdffonts, pdfimages and pdftoppm,
// and qpdf's check. Each runs on a copy of the bytes in a folder of its own, removed afterwards.

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer, use: (file: string, folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bourses-document-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** `pdftotext -enc UTF-8`: the text as a reader copying it gets it. */
export const extractText = (pdf: Buffer) =>
  withPdfFile(pdf, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);

/** `qpdf --check`'s verdict; qpdf exits non-zero on a damaged file, which rejects. */
export const qpdfCheck = (pdf: Buffer) =>
  withPdfFile(pdf, async (file) => (await run('qpdf', ['--check', file])).stdout);

export interface FontListed {
  name: string;
  embedded: boolean;
  subset: boolean;
}

/** `pdffonts`: each font's name and whether it is embedded, as a subset. */
export const listFonts = (pdf: Buffer) =>
  withPdfFile(pdf, async (file): Promise<FontListed[]> => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        // name, type (two words), encoding, then emb sub uni: read from the right.
        const columns = line.trim().split(/\s+/);
        return {
          name: columns[0] ?? '',
          embedded: columns.at(-5) === 'yes',
          subset: columns.at(-4) === 'yes',
        };
      });
  });

/** The PDF's images (not their soft masks) as PNG files, by `pdfimages -png`. */
export const extractImages = (pdf: Buffer) =>
  withPdfFile(pdf, async (file, folder) => {
    const { stdout } = await run('pdfimages', ['-list', file]);
    const kinds = stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/)[2]);
    await run('pdfimages', ['-png', file, path.join(folder, 'image')]);
    const files = (await readdir(folder)).filter((name) => name.startsWith('image-')).sort();
    return Promise.all(
      files.filter((_, index) => kinds[index] === 'image').map((name) => readFile(path.join(folder, name))),
    );
  });

/** Page 1 as a PNG at 80 dpi (`pdftoppm`), written to `pngFile` for a person to look at. */
export const renderFirstPage = (pdf: Buffer, pngFile: string) =>
  withPdfFile(pdf, async (file) => {
    await run('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      pngFile.replace(/\.png$/, ''),
    ]);
  });
