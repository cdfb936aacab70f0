import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, type PDFDict } from '@cantoo/pdf-lib';

// PDFs made with pdf-lib for the active-content rule (api/src/uploads/pdf-active-content.ts).

/** Each kind of active content the upload refuses, as the test names it. */
export const ACTIVE_CONTENT_KINDS = [
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'RichMedia',
  'XFA',
] as const;
type ActiveContentKind = (typeof ACTIVE_CONTENT_KINDS)[number];

/** A link to an address, the most innocent action there is: only where it sits makes it run by itself. */
const uriAction = (document: PDFDocument) =>
  document.context.obj({ Type: 'Action', S: 'URI', URI: PDFString.of('https://exemple.ma/') });

/** A one-page PDF, `change`d before it is written; `objectStreams` packs its objects as pdf-lib can. */
async function onePage(
  change: (document: PDFDocument, page: PDFDict) => void | Promise<void>,
): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText('Reçu', { x: 40, y: 100, size: 24 });
  await change(document, page.node);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A plain one-page PDF, as a scanner or "print to PDF" writes it. */
export const plainPdf = () => onePage(() => undefined);

/** A PDF that opens on its first page, zoomed to fit: an /OpenAction that is only a destination. */
export const pdfOpeningOnItsPage = () =>
  onePage((document, page) => {
    document.catalog.set(
      PDFName.of('OpenAction'),
      document.context.obj([document.context.getObjectRef(page) ?? null, 'Fit']),
    );
  });

/** A PDF that carries one kind of active content, and nothing else that would be refused. */
export function pdfWith(kind: ActiveContentKind): Promise<Buffer> {
  return onePage(async (document, page) => {
    const { context, catalog } = document;
    switch (kind) {
      case 'JavaScript':
        document.addJavaScript('bonjour', 'app.alert("bonjour");');
        return;
      case 'OpenAction':
        catalog.set(PDFName.of('OpenAction'), uriAction(document));
        return;
      case 'AA':
        page.set(PDFName.of('AA'), context.obj({ O: uriAction(document) }));
        return;
      case 'Launch':
        page.set(
          PDFName.of('Annots'),
          context.obj([
            context.obj({
              Type: 'Annot',
              Subtype: 'Link',
              Rect: [0, 0, 300, 200],
              A: { S: 'Launch', F: PDFString.of('calc.exe') },
            }),
          ]),
        );
        return;
      case 'EmbeddedFile':
        await document.attach(Buffer.from('bonjour'), 'note.txt', { mimeType: 'text/plain' });
        return;
      case 'RichMedia':
        page.set(
          PDFName.of('Annots'),
          context.obj([context.obj({ Type: 'Annot', Subtype: 'RichMedia', Rect: [0, 0, 300, 200] })]),
        );
        return;
      case 'XFA':
        catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [], XFA: PDFString.of('<xdp:xdp/>') }));
        return;
    }
  });
}

/** A PDF written by pdf-lib without object streams, its cross-reference table written again after an edit. */
function withCrossReferenceRewritten(pdf: string): Buffer {
  const body = pdf.slice(0, pdf.lastIndexOf('\nxref\n') + 1);
  const offsets = [...body.matchAll(/^(\d+) 0 obj$/gm)].map(
    (match) => [Number(match[1]), match.index] as const,
  );
  const size = Math.max(...offsets.map(([number]) => number)) + 1;
  const rows = Array.from({ length: size }, (_, number) => {
    const offset = offsets.find(([objectNumber]) => objectNumber === number)?.[1];
    return offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  });
  const trailer = /trailer\s*<<[\s\S]*?>>/.exec(pdf)?.[0] ?? '';
  return Buffer.from(
    `${body}xref\n0 ${size}\n${rows.join('')}${trailer}\nstartxref\n${body.length}\n%%EOF\n`,
    'latin1',
  );
}

/**
 * A PDF whose script's names are all hex-escaped (`/J#61vaScript`, `/#4AS`), as every reader decodes
 * them to `/JavaScript` and `/JS`: no active name is left in plain bytes.
 */
export async function pdfWithHexEscapedJavaScript(): Promise<Buffer> {
  const pdf = (await pdfWith('JavaScript')).toString('latin1');
  if (!pdf.includes('/JavaScript') || !pdf.includes('/JS '))
    throw new Error('pdf-lib wrote no script names to escape');
  return withCrossReferenceRewritten(
    pdf.replaceAll('/JavaScript', '/J#61vaScript').replaceAll('/JS ', '/#4AS '),
  );
}

/** The same PDF with its objects moved into compressed object streams, by Debian's qpdf. */
export async function inCompressedObjectStreams(pdf: Buffer): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bourses-qpdf-'));
  try {
    await writeFile(path.join(folder, 'in.pdf'), pdf);
    await promisify(execFile)('qpdf', [
      '--object-streams=generate',
      '--compress-streams=y',
      path.join(folder, 'in.pdf'),
      path.join(folder, 'out.pdf'),
    ]);
    return await readFile(path.join(folder, 'out.pdf'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A one-page PDF with an object stream of one small object followed by spaces, `inflatedBytes` in
 * all once inflated: a few kilobytes on the wire, a decompression bomb once read when large.
 */
export function pdfWithObjectStreamInflatingTo(inflatedBytes: number): Buffer {
  const packedObjects = Buffer.alloc(inflatedBytes, 0x20);
  packedObjects.write('5 0 << /Note (bonjour) >>', 'latin1');
  const packed = deflateSync(packedObjects, { level: 9 });
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>\nendobj\n',
    `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
  ];
  return Buffer.concat([
    Buffer.from(`%PDF-1.5\n${objects.join('')}`, 'latin1'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Size 5 /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** A polyglot: a page of HTML with a script right after a `%PDF` header, then a real PDF's objects. */
export function htmlAfterPdfHeader(pdf: Buffer): Buffer {
  const html = '<html><body><script>alert(document.cookie)</script></body></html>\n';
  const body = pdf.toString('latin1').replace(/^%PDF-\d\.\d+\s*(%[^\n]*\n)?/, '');
  return Buffer.from(`%PDF-1.7\n${html}${body}`, 'latin1');
}

/** The same, with an SVG image carrying a script. */
export function svgAfterPdfHeader(pdf: Buffer): Buffer {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n';
  const body = pdf.toString('latin1').replace(/^%PDF-\d\.\d+\s*(%[^\n]*\n)?/, '');
  return Buffer.from(`%PDF-1.7\n${svg}${body}`, 'latin1');
}
