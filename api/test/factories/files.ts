// Smallest valid files of each kind, recognised by their magic bytes.
export const PDF_FILE = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const PNG_FILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_FILE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
/** A Windows executable (MZ header), to be renamed receipt.pdf by a test. */
export const EXE_FILE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
