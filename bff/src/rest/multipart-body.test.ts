import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { multipartBody, UploadTooLargeError, type StreamedFile } from './multipart-body.ts';

const fileOf = (content: string, filename = 'recu.pdf'): Promise<StreamedFile> =>
  Promise.resolve({ stream: Readable.from([Buffer.from(content)]), filename, mimetype: 'application/pdf' });

describe('multipartBody', () => {
  it('writes text fields, then files, as multipart/form-data', async () => {
    const { body, contentType } = multipartBody([
      { name: 'scholarshipId', value: '12' },
      { name: 'paymentReceipt', file: fileOf('%PDF-1.4', 're"cu.pdf') },
    ]);
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? '';

    const written = await text(body);

    expect(written).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="scholarshipId"\r\n\r\n12\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="paymentReceipt"; filename="re%22cu.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
    );
  });

  it('fails when an upload was cut at the size limit', async () => {
    const stream = Readable.from([Buffer.from('partial')]);
    Object.assign(stream, { truncated: true });
    const { body } = multipartBody([{ name: 'paymentReceipt', file: Promise.resolve({ stream, filename: 'a.pdf', mimetype: '' }) }]);

    await expect(text(body)).rejects.toBeInstanceOf(UploadTooLargeError);
  });

  it('fails past the file’s own limit, naming it (the request allows a statement’s 20 MB, a receipt has 5)', async () => {
    const stream = Readable.from([Buffer.alloc(6), Buffer.alloc(6)]);
    const file = { stream, filename: 'releve.csv', mimetype: 'text/csv', limit: { maxBytes: 10, tooLarge: 'STATEMENT_TOO_LARGE' as const } };
    const { body } = multipartBody([{ name: 'file', file: Promise.resolve(file) }]);

    await expect(text(body)).rejects.toMatchObject({ code: 'STATEMENT_TOO_LARGE' });
  });
});
