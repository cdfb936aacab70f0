import type { FileUpload } from 'graphql-upload-minimal';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import type { StreamedFile, UploadLimit } from '../rest/multipart-body.ts';

/** A document or an image: 5 MB. The request's own limit is the largest of all (a bank statement's). */
export const DOCUMENT_LIMIT: UploadLimit = { maxBytes: UPLOAD_MAX_BYTES, tooLarge: 'FILE_TOO_LARGE' };

/**
 * The stream of an uploaded file, to pipe into the api's multipart body. Not awaited by the
 * resolvers: the multipart body waits for each file when it gets to it (see multipart-body.ts).
 */
export function streamedFile(upload: Promise<FileUpload>, limit: UploadLimit = DOCUMENT_LIMIT): Promise<StreamedFile> {
  const file = upload.then((received) => ({
    stream: received.createReadStream(),
    filename: received.filename,
    mimetype: received.mimetype,
    limit,
  }));
  // A resolver may refuse the call (a malformed id) before the body reads the file; the upload then
  // fails later (a broken part header) with nobody waiting, which must not end the process.
  file.catch(() => undefined);
  return file;
}
