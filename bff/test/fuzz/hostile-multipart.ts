import fc from 'fast-check';
import { JPEG_FILE, PDF_FILE, PNG_FILE } from '@bourses/api/test/factories/files';
import { hostileString } from './hostile-values.ts';

// A PNG header claiming 60000×60000 pixels: a decompression bomb for every visitor's browser.
const HUGE_PNG = Buffer.from(PNG_FILE);
HUGE_PNG.writeUInt32BE(60_000, 16);
HUGE_PNG.writeUInt32BE(60_000, 20);

const fileContent = fc.oneof(
  fc.constantFrom(
    PDF_FILE,
    PNG_FILE,
    JPEG_FILE,
    HUGE_PNG,
    Buffer.alloc(0),
    Buffer.from('MZ\u0090\u0000'),
    Buffer.from('<svg onload=alert(1)>'),
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

// File names as an attacker writes them into the part header (latin1: raw bytes, invalid UTF-8 included).
const fileName = fc.oneof(
  fc.constantFrom(
    'recu.pdf',
    'a\u0000.pdf',
    '../../etc/passwd',
    '',
    '\u00ed\u00a0\u0080.png',
    'x"; name="y',
    'a'.repeat(5000),
    '%zz.pdf',
    'con.pdf',
  ),
  hostileString.map((text) => Buffer.from(text, 'utf8').toString('latin1')),
);

interface PartShape {
  name: string;
  file: boolean;
  filename: string;
  contentType: string;
  value: Buffer;
  /** How the part's head is broken, if it is. */
  damage:
    | 'none'
    | 'header-without-colon'
    | 'no-disposition'
    | 'no-blank-line'
    | 'unquoted-name'
    | 'long-header'
    | 'filename-star';
}

const partHead = (part: PartShape): string => {
  const disposition = `Content-Disposition: form-data; name=${part.damage === 'unquoted-name' ? part.name : `"${part.name}"`}${
    part.file
      ? part.damage === 'filename-star'
        ? `; filename*=UTF-8''%zz${part.filename}`
        : `; filename="${part.filename}"`
      : ''
  }`;
  const lines = [
    ...(part.damage === 'no-disposition' ? [] : [disposition]),
    ...(part.file ? [`Content-Type: ${part.contentType}`] : []),
    ...(part.damage === 'header-without-colon' ? ['this line has no colon'] : []),
    ...(part.damage === 'long-header' ? [`X-Long: ${'h'.repeat(90_000)}`] : []),
  ];
  return `${lines.join('\r\n')}${part.damage === 'no-blank-line' ? '\r\n' : '\r\n\r\n'}`;
};

export type MultipartEnding =
  'closed' | 'no-closing-boundary' | 'cut-mid-part' | 'cut-in-head' | 'garbage-after' | 'no-final-crlf';

export interface HostileMultipart {
  boundary: string;
  /** The boundary the Content-Type header announces (sometimes not the one used). */
  declaredBoundary: string;
  body: Buffer;
}

/** Assembles the parts in order, then breaks the ending as told. */
export function assembleMultipart(
  parts: PartShape[],
  ending: MultipartEnding,
  cutAt: number,
  boundary: string,
  declaredBoundary: string,
): HostileMultipart {
  const pieces = parts.map((part) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${partHead(part)}`, 'latin1'),
      part.value,
      Buffer.from('\r\n', 'latin1'),
    ]),
  );
  const whole = Buffer.concat(pieces);
  const closing = Buffer.from(`--${boundary}--\r\n`, 'latin1');
  const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * cutAt));
  const body = {
    closed: () => Buffer.concat([whole, closing]),
    'no-closing-boundary': () => whole,
    'cut-mid-part': () => cut(whole),
    'cut-in-head': () => Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`, 'latin1'),
    'garbage-after': () => Buffer.concat([whole, closing, Buffer.from('--garbage\r\n\u0000', 'latin1')]),
    'no-final-crlf': () => Buffer.concat([whole, Buffer.from(`--${boundary}--`, 'latin1')]),
  }[ending]();
  return { boundary, declaredBoundary, body };
}

const boundaryArb = fc.constantFrom('fuzzBoundary7MA4YWxk', 'b', 'x'.repeat(200), 'with space', '"quoted"');

/**
 * A multipart body with these text fields (values from `fieldValue`) and file fields, most parts
 * well formed, some broken, the whole often cut short: the shapes that crashed busboy callers.
 */
export function hostileMultipart(
  fields: { name: string; value: fc.Arbitrary<string> }[],
  fileFields: string[],
): fc.Arbitrary<HostileMultipart> {
  const damage = fc.oneof(
    { arbitrary: fc.constant<PartShape['damage']>('none'), weight: 6 },
    {
      arbitrary: fc.constantFrom<PartShape['damage']>(
        'header-without-colon',
        'no-disposition',
        'no-blank-line',
        'unquoted-name',
        'long-header',
        'filename-star',
      ),
      weight: 2,
    },
  );
  const fieldPart = fc.tuple(fc.constantFrom(...fields), damage).chain(([field, partDamage]) =>
    field.value.map((value): PartShape => ({
      name: field.name,
      file: false,
      filename: '',
      contentType: '',
      value: Buffer.from(value, 'utf8'),
      damage: partDamage,
    })),
  );
  const filePart = fc
    .record({
      name: fc.oneof(fc.constantFrom(...fileFields, 'unexpected', '0', '1', '2'), hostileString),
      filename: fileName,
      contentType: fc.constantFrom(
        'application/pdf',
        'image/png',
        'image/svg+xml',
        'text/html',
        'application/octet-stream',
        '',
        '\u0000',
      ),
      value: fileContent,
      damage,
    })
    .map((part): PartShape => ({ ...part, file: true }));
  return fc
    .record({
      parts: fc.array(fc.oneof(fieldPart, filePart), { minLength: 1, maxLength: 6 }),
      ending: fc.constantFrom<MultipartEnding>(
        'closed',
        'closed',
        'no-closing-boundary',
        'cut-mid-part',
        'cut-in-head',
        'garbage-after',
        'no-final-crlf',
      ),
      cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
      boundary: boundaryArb,
      announceAnother: fc.boolean(),
    })
    .map(({ parts, ending, cutAt, boundary, announceAnother }) =>
      assembleMultipart(
        parts,
        ending,
        cutAt,
        boundary,
        announceAnother && parts.length % 2 === 0 ? 'notTheBoundary' : boundary,
      ),
    );
}

export const multipartContentType = ({ declaredBoundary }: HostileMultipart) =>
  /[\s"]/.test(declaredBoundary) && !declaredBoundary.startsWith('"')
    ? `multipart/form-data; boundary="${declaredBoundary}"`
    : `multipart/form-data; boundary=${declaredBoundary}`;
