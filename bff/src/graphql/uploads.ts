import type { FileUpload } from 'graphql-upload-minimal';
import type { StreamedFile } from '../rest/multipart-body.ts';

/**
 * The stream of an uploaded file, to pipe into the api's multipart body. Not awaited by the
 * resolvers: the multipart body waits for each file when it gets to it (see multipart-body.ts).
 */
export function streamedFile(upload: Promise<FileUpload>): Promise<StreamedFile> {
  const file = upload.then((received) => ({
    stream: received.createReadStream(),
    filename: received.filename,
    mimetype: received.mimetype,
  }));
  // A resolver may refuse the call (a malformed id) before the body reads the file; the upload then
  // fails later (a broken part header) with nobody waiting, which must not end the process.
  file.catch(() => undefined);
  return file;
}
