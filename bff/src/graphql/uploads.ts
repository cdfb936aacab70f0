import type { FileUpload } from 'graphql-upload-minimal';
import type { StreamedFile } from '../rest/multipart-body.ts';

/**
 * The stream of an uploaded file, to pipe into the api's multipart body. Not awaited by the
 * resolvers: the multipart body waits for each file when it gets to it (see multipart-body.ts).
 */
export async function streamedFile(upload: Promise<FileUpload>): Promise<StreamedFile> {
  const file = await upload;
  return { stream: file.createReadStream(), filename: file.filename, mimetype: file.mimetype };
}
