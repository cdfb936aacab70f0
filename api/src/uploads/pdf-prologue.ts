// What may stand between a PDF's `%PDF-x.y` header and its first object (docs/security.md,
// "Uploaded documents"). pdf-lib skips whatever is there, so it is judged here.

const HEADER = /^%PDF-\d\.\d+/;
const OBJECT_HEADER = /^\d{1,10}[\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+obj(?![A-Za-z])/;
const PERCENT = 0x25;
const LESS_THAN = 0x3c;
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
const isLineEnd = (byte: number | undefined) => byte === 0x0a || byte === 0x0d;

/**
 * Whether the header is followed by the first object with only whitespace, comments and binary
 * bytes (control characters, bytes past ASCII) between. HTML or SVG there, a polyglot that a
 * browser sniffing the first bytes would run, is refused; so is a tag inside a comment.
 */
export function hasPlainPrologue(bytes: Uint8Array): boolean {
  let index = HEADER.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'))?.[0].length ?? -1;
  if (index < 0) return false;
  while (index < bytes.length) {
    const byte = bytes[index] ?? 0;
    if (byte === PERCENT) {
      for (; index < bytes.length && !isLineEnd(bytes[index]); index += 1) {
        if (bytes[index] === LESS_THAN) return false;
      }
    } else if (isDigit(byte)) {
      return OBJECT_HEADER.test(Buffer.from(bytes.subarray(index, index + 64)).toString('latin1'));
    } else if (byte <= 0x20 || byte >= 0x80) {
      index += 1;
    } else {
      return false;
    }
  }
  return false;
}
