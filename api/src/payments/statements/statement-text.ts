import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';

// Moroccan banks export UTF-8 (with or without a byte order mark) or Windows-1252. Every byte
// sequence is valid Windows-1252, so a file that is not UTF-8 is read as that, and a file that
// is no text at all (a PDF, a picture, an old .xls) is told by its control characters.

const SAMPLE_LENGTH = 64 * 1024;
// Text has none but tab and line breaks; a binary file decoded as Windows-1252 has about one in five.
const CONTROL_SHARE_MAX = 0.01;

function looksBinary(text: string): boolean {
  const length = Math.min(text.length, SAMPLE_LENGTH);
  let controls = 0;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return true;
    const control =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0xfffd;
    if (control) controls += 1;
  }
  return controls > length * CONTROL_SHARE_MAX;
}

/** The file as text with `\n` line ends, or null when it is not text. */
export function statementText(file: Buffer): string | null {
  const decoded = isUtf8(file) ? file.toString('utf8') : iconv.decode(file, 'win1252');
  const text = decoded.startsWith('\uFEFF') ? decoded.slice(1) : decoded;
  if (looksBinary(text)) return null;
  return text.replace(/\r\n?/g, '\n');
}
